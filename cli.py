"""deckmath command line: click commands only: parse options, call the library, print.

Game packages are imported inside the commands so that `deckmath --help` stays fast and never
imports numba. Exit codes (ARCHITECTURE.md): 0 success or valid claim, 1 invalid claim,
2 bad input or usage, one line on stderr.
"""
from __future__ import annotations

import json
import sys
from typing import Callable, Iterable, Iterator

import click

from deckmath.solvers.errors import InputError

EXIT_INVALID = 1
EXIT_USAGE = 2


class Failure(click.ClickException):
    """Bad input: printed as one line on stderr, exit 2."""

    exit_code = EXIT_USAGE


def fail(message: str) -> None:
    raise Failure(message)


def emit_json(obj: dict) -> None:
    click.echo(json.dumps(obj, ensure_ascii=False))


def open_lines(source: str) -> Iterator[bytes]:
    """Raw lines of a JSON Lines file, or of stdin for '-'; each is decoded on its own, so one
    line that is not UTF-8 is one bad line, not a bad file."""
    if source == "-":
        yield from sys.stdin.buffer
        return
    try:
        with open(source, "rb") as handle:
            yield from handle
    except OSError as err:
        fail(f"cannot read {source}: {err.strerror}")


def parse_json_line(line: bytes) -> dict:
    """One JSON object from a batch line, or InputError naming what is wrong with it."""
    try:
        text = line.decode("utf-8").strip()
    except UnicodeDecodeError:
        raise InputError("line is not UTF-8 text") from None
    if not text:
        raise InputError("empty line")
    try:
        obj = json.loads(text)
    except json.JSONDecodeError as err:
        raise InputError(f"not JSON: {err.msg} at column {err.colno}") from None
    except ValueError as err:
        raise InputError(f"not usable JSON: {str(err).split(';')[0]}") from None
    if not isinstance(obj, dict):
        raise InputError("each line must be a JSON object")
    return obj


def field(obj: dict, name: str, default=...):
    """A key of a batch object; a missing required key is bad input naming it."""
    if name in obj:
        return obj[name]
    if default is ...:
        raise InputError(f"missing key {name!r}")
    return default


def run_batch(source: str, parse: Callable[[dict], object],
              answer: Callable[[list], Iterable[dict]], chunk: int = 4096) -> tuple[int, int]:
    """Batch mode: one JSON line out per line in, in order; a bad line gives
    {"line": N, "error": ...} and the rest still run. `answer` yields a JSON object per item, or
    the InputError that item raised (it becomes that line's error object). Lines are answered in
    chunks, so memory does not grow with the file. Returns (bad lines, answers)."""
    bad = 0
    done = 0
    pending: list[tuple[int, object]] = []

    def flush() -> None:
        nonlocal done, bad
        items = [item for _, item in pending if not isinstance(item, str)]
        answers = iter(answer(items))
        for number, item in pending:
            if isinstance(item, str):
                emit_json({"line": number, "error": item})
                continue
            out = next(answers)
            if isinstance(out, InputError):
                emit_json({"line": number, "error": str(out)})
                bad += 1
            else:
                emit_json(out)
                done += 1
        pending.clear()

    for number, line in enumerate(open_lines(source), start=1):
        try:
            pending.append((number, parse(parse_json_line(line))))
        except InputError as err:
            pending.append((number, str(err)))
            bad += 1
        if len(pending) >= chunk:
            flush()
            if sys.stderr.isatty():
                click.echo(f"\r{number} lines answered", err=True, nl=False)
    flush()
    if sys.stderr.isatty() and done + bad > chunk:
        click.echo(f"\r{done + bad} lines answered", err=True)
    return bad, done


class DeckmathGroup(click.Group):
    """A click group whose usage errors and bad input end in one line on stderr and exit 2."""

    def main(self, *args, **kwargs):
        kwargs["standalone_mode"] = False
        try:
            return super().main(*args, **kwargs)
        except click.exceptions.Exit as done:
            sys.exit(done.exit_code)
        except click.exceptions.Abort:
            click.echo("deckmath: interrupted", err=True)
            sys.exit(130)
        except click.ClickException as err:
            name = "error" if isinstance(err, Failure) else "usage"
            click.echo(f"deckmath: {name}: {_one_line(err.format_message())}", err=True)
            sys.exit(EXIT_USAGE)

    def invoke(self, ctx):
        try:
            return super().invoke(ctx)
        except InputError as err:
            raise Failure(str(err)) from None


def _one_line(text: str) -> str:
    return " ".join(text.split())


@click.group(cls=DeckmathGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="deckmath")
def main() -> None:
    """Solve, check and generate puzzles for arithmetic card games.

    \b
    Examples:
      deckmath celsius solve --cold 10 --hot 22,40 --hand "+1 x2 x? -3 /2 +5 x4"
      deckmath celsius deal --players 3 --seed 7
    """


@main.group(cls=DeckmathGroup)
def celsius() -> None:
    """Celsius: reach a hot card from the cold card with the fewest operator cards (rules C1-C6)."""


def _position(cold, hot, hand):
    from deckmath.solvers.celsius import position

    if cold is None or hot is None or hand is None:
        fail("give --cold, --hot and --hand (or --batch FILE)")
    return position(cold, hot, hand)


def _json_position(obj: dict):
    from deckmath.solvers.celsius import position

    return position(field(obj, "cold"), field(obj, "hot"), field(obj, "hand"))


_POSITION_OPTIONS = [
    click.option("--cold", help="Cold card value, 0..12 (C1.1)."),
    click.option("--hot", help="Hot values on the table, e.g. 22,40 (C4.1)."),
    click.option("--hand", help='Operator cards, e.g. "+1 x2 x? -3 /2 +5 x4" (C2.3).'),
    click.option("--batch", metavar="FILE",
                 help="JSON Lines input, one position per line ('-' for stdin); JSON Lines out."),
    click.option("--json", "as_json", is_flag=True, help="Print JSON instead of text."),
]


def position_options(func):
    for option in reversed(_POSITION_OPTIONS):
        func = option(func)
    return func


@celsius.command("solve")
@position_options
def celsius_solve(cold, hot, hand, batch, as_json) -> None:
    """Find the fewest cards reaching a hot value (C4.3-C4.5), and the shortest play per hot value.

    \b
    Examples:
      deckmath celsius solve --cold 10 --hot 22,40 --hand "+1 x2 x? -3 /2 +5 x4"
      deckmath celsius solve --batch positions.jsonl --json
    Batch lines read {"cold": 10, "hot": [22, 40], "hand": ["+1", "x2", "x?"]}.
    """
    from deckmath.solvers.celsius import solve, solve_many

    if batch:
        bad, _ = run_batch(batch, _json_position, lambda ps: (s.to_json() for s in solve_many(ps)))
        sys.exit(EXIT_USAGE if bad else 0)
    solution = solve(_position(cold, hot, hand))
    click.echo(json.dumps(solution.to_json()) if as_json else solution.to_text())


def _target(value):
    from deckmath.solvers.notation import parse_int

    return None if value is None else parse_int(value, "target")


@celsius.command("check")
@position_options
@click.option("--play", help='The claimed play in order, e.g. "+1 x2" or "+1 x?=2" (C2.2).')
@click.option("--target", help="The hot value the player claims to reach (optional).")
def celsius_check(cold, hot, hand, batch, as_json, play, target) -> None:
    """Check a claimed play (C5): valid or the first reason it fails; exit 1 when invalid.

    \b
    Examples:
      deckmath celsius check --cold 10 --hot 22,40 --hand "+1 x2 x? -3" --play "+1 x2" --target 22
      deckmath celsius check --batch claims.jsonl
    Batch lines add "play" (list or string) and optional "target" to a solve line.
    """
    from deckmath.solvers.celsius import check, parse_play
    from deckmath.solvers.celsius.check import check_target

    if batch:
        invalid = 0

        def parse(obj: dict):
            pos = _json_position(obj)
            aim = _target(field(obj, "target", None))
            check_target(pos, aim)
            return pos, parse_play(field(obj, "play")), aim

        def answer(items):
            nonlocal invalid
            for pos, claimed, aim in items:
                verdict = check(pos, claimed, aim)
                invalid += not verdict.valid
                yield verdict.to_json()

        bad, _ = run_batch(batch, parse, answer)
        sys.exit(EXIT_USAGE if bad else EXIT_INVALID if invalid else 0)
    if play is None:
        fail("give --play (the claimed cards in order)")
    verdict = check(_position(cold, hot, hand), parse_play(play), _target(target))
    click.echo(json.dumps(verdict.to_json()) if as_json else verdict.to_text())
    sys.exit(0 if verdict.valid else EXIT_INVALID)


@celsius.command("round")
@click.option("--cold", required=True, help="Cold card value, 0..12.")
@click.option("--hot", required=True, help="Hot values on the table, e.g. 22,40.")
@click.option("--claim", "claims", multiple=True, required=True,
              help='A claim in announcement order: "ana: +1 x2", "ana: +1 x2 = 22" or "bo: pass".')
@click.option("--hand", "hands", multiple=True,
              help='A player\'s hand, "ana: +1 x2 x? ..."; without it only arithmetic is checked.')
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of text.")
def celsius_round(cold, hot, claims, hands, as_json) -> None:
    """Settle a round (C6): hot cards are taken once; fewest cards wins, then the higher hot card.

    \b
    Example:
      deckmath celsius round --cold 10 --hot 22,40 --claim "ana: +1 x2" --claim "bo: pass"
    """
    from deckmath.solvers.celsius import adjudicate, parse_claim
    from deckmath.solvers.celsius.model import parse_cold, parse_hot
    from deckmath.solvers.celsius.round import parse_player_hand

    given: dict = {}
    for text in hands:
        name, cards = parse_player_hand(text)
        if name in given:
            fail(f"hand of {name!r} is given twice")
        given[name] = cards
    result = adjudicate(parse_cold(cold), parse_hot(hot), [parse_claim(c) for c in claims], given)
    click.echo(json.dumps(result.to_json()) if as_json else result.to_text())


@celsius.command("deal")
@click.option("--players", type=click.IntRange(2, 4), default=2, show_default=True,
              help="Players (4 players: 4 hot cards).")
@click.option("--seed", type=click.IntRange(0, 2**63 - 1),
              help="Random seed; printed so the deal can be replayed. Default: a fresh one.")
@click.option("--deck", type=click.Path(dir_okay=False), help="A deck TOML file (default: reference deck).")
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of text.")
def celsius_deal(players, seed, deck, as_json) -> None:
    """Deal a round from the deck (cold card, hot cards, 7 cards a player) and solve every hand.

    \b
    Example:
      deckmath celsius deal --players 3 --seed 7
    """
    import random

    from deckmath.solvers.celsius import deal, load_deck, solve_many

    seed = random.SystemRandom().randrange(2**32) if seed is None else seed
    chosen = load_deck(deck)
    dealt = deal(chosen, players, seed)
    solutions = solve_many([dealt.position(i) for i in range(players)])
    if as_json:
        emit_json({
            "seed": seed, "deck": chosen.name, "players": players,
            "cold": dealt.cold, "hot": list(dealt.hot),
            "hands": [{"player": i + 1, **s.to_json()} for i, s in enumerate(solutions)],
        })
        return
    click.echo(f"deck {chosen.name}, seed {seed}: cold {dealt.cold}, hot "
               + " ".join(map(str, dealt.hot)))
    for i, solution in enumerate(solutions, start=1):
        click.echo(f"player {i}: hand {' '.join(map(str, solution.position.hand))}")
        click.echo("  " + solution.to_text().split("\n", 1)[1].replace("\n", "\n  "))


FORMATS = ("text", "markdown", "json", "pdf")


def generate_options(func):
    """Options shared by every game's `generate` command (issue 4)."""
    options = [
        click.option("--count", type=click.IntRange(1, 500), default=12, show_default=True,
                     help="How many puzzles."),
        click.option("--grade", type=click.IntRange(1, 5), default=3, show_default=True,
                     help="Difficulty, 1 (warm-up) to 5 (expert); see generators/README.md."),
        click.option("--seed", type=click.IntRange(0, 2**63 - 1), default=1, show_default=True,
                     help="Random seed: the same seed and options give the same puzzles."),
        click.option("--unique", is_flag=True, help="Keep only puzzles with exactly one optimal answer."),
        click.option("--format", "fmt", type=click.Choice(FORMATS), default="text", show_default=True),
        click.option("-o", "--output", type=click.Path(dir_okay=False),
                     help="Write to this file (needed for pdf); written whole or not at all."),
        click.option("--paper", type=click.Choice(["a4", "letter"]), default="a4", show_default=True),
        click.option("--lang", type=click.Choice(["en", "fr"]), default="en", show_default=True),
        click.option("--deck", type=click.Path(dir_okay=False), help="A deck TOML file (default: reference deck)."),
        click.option("--max-deals", type=click.IntRange(1, 10_000_000), default=200_000, show_default=True,
                     help="Give up after dealing this many candidates."),
    ]
    for option in reversed(options):
        func = option(func)
    return func


def run_generate(kind, deck_name: str, options: dict, count: int, grade: int, seed: int,
                 unique: bool, fmt: str, output: str | None, paper: str, lang: str,
                 max_deals: int) -> None:
    """Generate a graded set with progress on stderr, then print or write it atomically."""
    from deckmath.generators.labels import labels
    from deckmath.generators.puzzle_set import generate

    if fmt == "pdf" and not output:
        fail("--format pdf needs -o FILE")
    words = labels(lang)
    with click.progressbar(length=count, label="generating", file=sys.stderr) as bar:
        def progress(kept: int, deals: int) -> None:
            bar.update(kept - bar.pos)

        puzzles = generate(kind, count, grade, seed, unique=unique, deck=deck_name,
                           options=options, max_deals=max_deals, progress=progress)
    if fmt == "pdf":
        from deckmath.generators.render_pdf import write_pdf

        write_atomically(output, lambda path: write_pdf(puzzles, path, words, paper))
        return
    from deckmath.generators import render_text

    text = {"json": render_text.to_json, "text": lambda p: render_text.to_plain(p, words),
            "markdown": lambda p: render_text.to_markdown(p, words)}[fmt](puzzles)
    if output:
        def save(path: str) -> None:
            with open(path, "w", encoding="utf-8") as handle:
                handle.write(text)

        write_atomically(output, save)
    else:
        click.echo(text, nl=False)


def write_atomically(target: str, write: Callable[[str], None]) -> None:
    """Write through a temporary file beside `target`, renamed into place only when complete, so
    an interrupted run (Ctrl-C) leaves no half-written file."""
    import os
    import tempfile

    folder = os.path.dirname(os.path.abspath(target))
    try:
        handle, temporary = tempfile.mkstemp(prefix=".deckmath-", dir=folder)
    except OSError as err:
        fail(f"cannot write {target}: {err.strerror}")
    os.close(handle)
    umask = os.umask(0)
    os.umask(umask)
    try:
        write(temporary)
        os.chmod(temporary, 0o666 & ~umask)
        os.replace(temporary, target)
    except OSError as err:
        fail(f"cannot write {target}: {err.strerror}")
    finally:
        if os.path.exists(temporary):
            os.unlink(temporary)


@celsius.command("generate")
@generate_options
@click.option("--hot", "hot_count", type=click.Choice(["2", "4"]), default="2", show_default=True,
              help="Hot cards on the table (4 as with four players).")
def celsius_generate(count, grade, seed, unique, fmt, output, paper, lang, deck, max_deals,
                     hot_count) -> None:
    """Generate graded "fewest cards" puzzles (C4.3) with answers, as text, Markdown, JSON or PDF.

    \b
    Examples:
      deckmath celsius generate --count 24 --grade 3 --seed 7 --format pdf -o celsius-g3.pdf
      deckmath celsius generate --count 6 --grade 5 --unique --lang fr
    """
    from deckmath.generators.celsius_fewest import CelsiusFewest
    from deckmath.solvers.celsius import load_deck

    chosen = load_deck(deck)
    options = {"hot": int(hot_count), "paper": paper, "lang": lang}
    run_generate(CelsiusFewest(chosen, int(hot_count)), chosen.name, options, count, grade, seed,
                 unique, fmt, output, paper, lang, max_deals)


@click.command("generate")
@generate_options
@click.option("--kind", type=click.Choice(["highest", "make"]), default="highest", show_default=True,
              help="highest: the best announcement (T5.2); make: reach a marked card's total (T5.1).")
@click.option("--variant", type=click.Choice(["chain", "pair"]), default="chain", show_default=True,
              help="chain (T3.3) or pair (T3.4).")
def totaux_generate(count, grade, seed, unique, fmt, output, paper, lang, deck, max_deals, kind,
                    variant) -> None:
    """Generate graded Totaux puzzles on 6 dealt cards, with answers, as text, Markdown, JSON or PDF.

    \b
    Examples:
      deckmath totaux generate --kind highest --count 12 --grade 4 --seed 1 --format pdf -o totaux-g4.pdf
      deckmath totaux generate --kind make --count 6 --grade 2 --format json
    """
    from deckmath.generators.totaux_puzzles import TotauxPuzzles
    from deckmath.solvers.totaux import load_deck

    chosen = load_deck(deck)
    options = {"variant": variant, "paper": paper, "lang": lang}
    run_generate(TotauxPuzzles(chosen, kind, variant), chosen.name, options, count, grade, seed,
                 unique, fmt, output, paper, lang, max_deals)


# == totaux commands ==


@main.group(cls=DeckmathGroup)
def totaux() -> None:
    """Totaux: reach a card's total from other table cards' faces (rules T1-T7)."""


_TABLE_HELP = 'Table cards "faces:total", e.g. "35:24 16:7 22:13 44:50 15:31 26:12" (T1.3).'
_VARIANT = click.option("--variant", type=click.Choice(["chain", "pair"]), default=None,
                        help="chain (default, T3.3) or pair (T3.4).")


def _totaux_table(table):
    from deckmath.solvers.totaux import parse_table

    if table is None:
        fail("give --table (or --batch FILE)")
    return parse_table(table)


def _totaux_list(value):
    if value is None or value == "all":
        return value
    if not value.isdigit() or int(value) < 1:
        fail(f"--list {value!r}: give a number of combinations >= 1, or all")
    return int(value)


def _solve_json_line(obj: dict):
    from deckmath.solvers.totaux import parse_table, parse_variant

    return parse_table(field(obj, "table")), parse_variant(field(obj, "variant", "chain"))


def _solve_answers(items):
    """Batch answers in input order, solved in parallel per variant; a table past the memory
    budget is answered in fallback mode (solvers/totaux/solve.py)."""
    from deckmath.solvers.totaux import solve_many

    out = {}
    for variant in ("chain", "pair"):
        index = [i for i, (_, v) in enumerate(items) if v == variant]
        out.update(zip(index, (s.to_json() for s in
                               solve_many([items[i][0] for i in index], variant))))
    return [out[i] for i in range(len(items))]


@totaux.command("solve")
@click.option("--table", help=_TABLE_HELP)
@_VARIANT
@click.option("--list", "listing", metavar="N|all",
              help="Also list up to N combinations (or all), fewest cards first, streamed.")
@click.option("--batch", metavar="FILE",
              help="JSON Lines input, one table per line ('-' for stdin); JSON Lines out.")
@click.option("--no-counts", is_flag=True,
              help="Skip exact counting: fewest cards and one example per card from the layered "
                   "search, in well under a second even for 12 cards (counts not computed).")
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of text.")
def totaux_solve(table, variant, listing, batch, no_counts, as_json) -> None:
    """Solve a table (T5): for every card as the last card, fewest cards, number of
    combinations and one example; the best announcement and whether a prime is possible.
    A table too large to count (often 10 to 12 cards) gets exact fewest cards and examples
    from a search of every combination of up to K cards, without counts (K is printed).

    \b
    Examples:
      deckmath totaux solve --table "35:24 16:7 22:13 44:50 15:31 26:12"
      deckmath totaux solve --table "35:24 16:7 22:13 44:50 15:31 26:12" --variant pair --json
      deckmath totaux solve --table "35:24 16:7 22:13 44:50 15:31 26:12" --list 20
      deckmath totaux solve --table "<12 cards>" --no-counts
      deckmath totaux solve --batch tables.jsonl --json
    Batch lines read {"table": ["35:24", "16:7", "22:13"], "variant": "chain"}.
    """
    from deckmath.solvers.totaux import combinations, search, solve

    count = _totaux_list(listing)
    if no_counts and (listing is not None or batch):
        fail("--no-counts goes with one --table, without --list")
    if batch:
        if listing is not None:
            fail("--list lists one table's combinations: it does not go with --batch")
        if variant is not None:
            fail('--variant does not go with --batch: give "variant" on each line')
        bad, _ = run_batch(batch, _solve_json_line, _solve_answers)
        sys.exit(EXIT_USAGE if bad else 0)
    cards = _totaux_table(table)
    variant = variant or "chain"
    solution = search(cards, variant) if no_counts else solve(cards, variant)
    if count is not None and not solution.complete:
        fail(f"--list needs every combination of the table; {len(cards)} cards are too many "
             f"for the memory budget (solve without --list searches up to "
             f"{solution.searched_up_to} cards)")
    listed = None
    if count is not None:
        import itertools

        listed = combinations(cards, variant)
        if count != "all":
            listed = itertools.islice(listed, count)
    if as_json:
        head = json.dumps(solution.to_json(), ensure_ascii=False)
        if listed is None:
            click.echo(head)
            return
        click.echo(head[:-1] + ', "list": [', nl=False)
        for i, combo in enumerate(listed):
            click.echo((", " if i else "") + json.dumps(combo.to_json()), nl=False)
        click.echo("]}")
        return
    click.echo(solution.to_text())
    if listed is not None:
        click.echo("combinations, fewest cards first:")
        for combo in listed:
            click.echo(f"  {combo.to_text()}")


def _check_json_line(obj: dict):
    from deckmath.solvers.totaux import parse_announce, parse_calc, parse_positions, parse_table

    cards = parse_table(field(obj, "table"))
    variant = field(obj, "variant", None)
    if ("announce" in obj) == ("calc" in obj):
        raise InputError('give exactly one of "announce" and "calc"')
    if "announce" in obj:
        return ("announce", cards, parse_announce(obj["announce"]), _check_variant(variant, None))
    calc = parse_calc(obj["calc"])
    positions = field(obj, "positions", None)
    positions = None if positions is None else parse_positions(positions, len(cards))
    _check_variant(variant, calc)
    return ("calc", cards, calc, positions)


def _check_variant(variant, calc):
    """The variant a check uses: given, or read from the calculation's notation (T4.2)."""
    from deckmath.solvers.totaux import parse_variant

    if variant is not None:
        variant = parse_variant(variant)
    if calc is None or not calc.steps:
        return variant or "chain"
    if variant is not None and variant != calc.variant:
        fail(f"the calculation is written in {calc.variant} notation (T4.1, T4.2), "
             f"not {variant}")
    return calc.variant


def _check_one(item):
    from deckmath.solvers.totaux import check_announce, check_calc

    kind, cards, what, extra = item
    if kind == "announce":
        return check_announce(cards, what, extra)
    return check_calc(cards, what, extra)


@totaux.command("check")
@click.option("--table", help=_TABLE_HELP)
@_VARIANT
@click.option("--announce", help="An announced total to check (T6.1).")
@click.option("--calc", help='A written calculation, e.g. "4 x6 +2 -3 = 23" or "4 x(6+2) -3 = 29" (T4).')
@click.option("--positions", help="The table positions of the calculation's cards, in order, e.g. 2,5,1.")
@click.option("--batch", metavar="FILE",
              help="JSON Lines input, one claim per line ('-' for stdin); JSON Lines out.")
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of text.")
def totaux_check(table, variant, announce, calc, positions, batch, as_json) -> None:
    """Check an announced total or a written calculation (T6); exit 1 when invalid.

    \b
    Examples:
      deckmath totaux check --table "35:24 16:7 22:13 44:50 15:31 26:12" --announce 31
      deckmath totaux check --table "35:24 16:7 22:13 44:50 15:31 26:12" --calc "5 x1 x6 +1 = 31"
      deckmath totaux check --table "..." --calc "5 x1 x6 +1 = 31" --positions 1,2,5 --json
      deckmath totaux check --batch claims.jsonl
    Batch lines read {"table": [...], "announce": 31} or {"table": [...], "calc": "...",
    "positions": [1, 2, 5]}; a calculation's variant follows its notation (T4.2).
    """
    from deckmath.solvers.totaux import parse_announce, parse_calc, parse_positions

    if batch:
        if any(v is not None for v in (table, variant, announce, calc, positions)):
            fail("--batch takes everything from the file: give no other option but --json")
        invalid = 0

        def answer(items):
            nonlocal invalid
            for item in items:
                try:
                    verdict = _check_one(item)
                except InputError as err:
                    yield err
                    continue
                invalid += not verdict.valid
                yield verdict.to_json()

        bad, _ = run_batch(batch, _check_json_line, answer)
        sys.exit(EXIT_USAGE if bad else EXIT_INVALID if invalid else 0)
    cards = _totaux_table(table)
    if (announce is None) == (calc is None):
        fail("give exactly one of --announce T and --calc \"...\"")
    if announce is not None:
        if positions is not None:
            fail("--positions goes with --calc, not --announce")
        item = ("announce", cards, parse_announce(announce), _check_variant(variant, None))
    else:
        written = parse_calc(calc)
        _check_variant(variant, written)
        pinned = None if positions is None else parse_positions(positions, len(cards))
        item = ("calc", cards, written, pinned)
    verdict = _check_one(item)
    click.echo(json.dumps(verdict.to_json()) if as_json else verdict.to_text())
    sys.exit(0 if verdict.valid else EXIT_INVALID)


@totaux.command("deal")
@click.option("--deck", type=click.Path(dir_okay=False),
              help="A deck TOML file with cards = [...] (default: the reference deck).")
@click.option("--seed", type=click.IntRange(0, 2**63 - 1),
              help="Random seed; printed so the deal can be replayed. Default: a fresh one.")
@_VARIANT
@click.option("--json", "as_json", is_flag=True, help="Print JSON instead of text.")
def totaux_deal(deck, seed, variant, as_json) -> None:
    """Turn 6 cards from the deck (T7.1) and solve them.

    \b
    Examples:
      deckmath totaux deal --seed 7
      deckmath totaux deal --deck my-deck.toml --seed 7 --variant pair --json
    """
    import random

    from deckmath.solvers.totaux import deal, load_deck, solve

    seed = random.SystemRandom().randrange(2**32) if seed is None else seed
    chosen = load_deck(deck)
    solution = solve(deal(chosen, seed), variant or "chain")
    if as_json:
        emit_json({"seed": seed, "deck": chosen.name, **solution.to_json()})
        return
    click.echo(f"deck {chosen.name}, seed {seed}")
    click.echo(solution.to_text())


totaux.add_command(totaux_generate)

if __name__ == "__main__":
    main()
