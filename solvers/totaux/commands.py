"""`deckmath totaux ...`: the Totaux commands (rules T1-T8). Thin: parse options, call the public
API (deckmath.solvers.totaux), print; the conventions are conventions.py's. The API is imported inside
the commands, so that `deckmath --help` imports no numba. The whole-game commands (deal, play,
simulate, replay) are the shared ones (play/commands.py), from the game's play face."""
from __future__ import annotations

import re
import sys

import click

from deckmath.conventions import (
    EXIT_INVALID, EXIT_USAGE, DeckmathGroup, Ticker, batch_alone, deck_command, emit, emit_json,
    fail, generate_options, json_option, output_lang, run_batch, run_chunks, run_generate,
)
from deckmath.generators.labels import grading_help
from deckmath.solvers.errors import InputError
from deckmath.solvers.notation import show


@click.group(name="totaux", cls=DeckmathGroup)
def group() -> None:
    """Totaux: reach a card's total from other table cards' faces (rules T1-T8)."""


_TABLE_HELP = 'Table cards "faces:total", e.g. "35:24 16:7 22:13 44:50 15:31 26:12" (T1.3).'
_VARIANT = click.option("--variant", type=click.Choice(["chain", "pair"]), default=None,
                        help="chain (default, T3.3) or pair (T3.4).")


def said(key: str, /, **facts: object) -> str:
    """A refusal of the command line's options, in the language it prints in."""
    from deckmath.solvers.totaux.words import ERRORS

    return ERRORS.said(key, **facts).text(output_lang())


def _table(table):
    from deckmath.solvers import totaux

    if table is None:
        fail(said("cli.table", table="--table", batch="--batch"))
    return totaux.parse_table(table)


LIST_MAX = 10**9
"""Most combinations `--list N` takes (beyond, `all`)."""


def _listing(value: str) -> int | None:
    """--list N|all: a number of combinations 1..10**9, or all (None)."""
    if value.strip().lower() == "all":
        return None
    if not re.fullmatch(r"\s*[0-9]{1,10}\s*", value) or not 1 <= int(value) <= LIST_MAX:
        fail(said("cli.list", option="--list", value=show(value), most=LIST_MAX, all="all"))
    return int(value)


@group.command("solve")
@click.option("--table", help=_TABLE_HELP)
@_VARIANT
@click.option("--list", "listing", metavar="N|all",
              help="Also list up to N combinations (or all), fewest cards first, streamed.")
@click.option("--batch", metavar="FILE",
              help="JSON Lines input, one table per line ('-' for stdin); JSON Lines out.")
@click.option("--no-counts", is_flag=True,
              help="Skip exact counting: fewest cards and one example per card from the layered "
                   "search (counts not computed); about a second for a 12-card reference deal, "
                   "longer when totals need 8 cards or more.")
@json_option
def solve(table, variant, listing, batch, no_counts, as_json) -> None:
    """Solve a table (T5): for every card as the last card, fewest cards, number of
    combinations and one example; the best announcement and whether a prime is possible.
    A table too large to count within about a second (often 10 to 12 cards) gets its counts
    as lower bounds (every combination of up to K' cards counted) and exact fewest cards and
    examples from a search of every combination of up to K cards (K' and K are printed).

    \b
    Examples:
      deckmath totaux solve --table "35:24 16:7 22:13 44:50 15:31 26:12"
      deckmath totaux solve --table "35:24 16:7 22:13 44:50 15:31 26:12" --variant pair --json
      deckmath totaux solve --table "35:24 16:7 22:13 44:50 15:31 26:12" --list 20
      deckmath totaux solve --table "33:13 45:55 56:79 25:26 16:82 34:62 44:74 23:89 13:85 14:61 36:2 34:50" --no-counts
      echo '{"table": ["35:24", "16:7", "22:13"], "variant": "pair"}' | deckmath totaux solve --batch -
    Batch lines (a file, or - for stdin) read {"table": [...], "variant": "chain"}; each gets
    one JSON line back, in order; blank lines are skipped.
    """
    from deckmath.solvers import totaux

    limit = None if listing is None else _listing(listing)
    if no_counts and (listing is not None or batch):
        fail(said("cli.no_counts", no_counts="--no-counts", table="--table", list="--list"))
    if batch:
        if listing is not None:
            fail(said("cli.list_batch", list="--list", batch="--batch"))
        if variant is not None:
            fail(said("cli.variant_batch", variant="--variant", batch="--batch", key="variant"))
        batch_alone(batch, table=table)
        from deckmath.solvers.totaux import batch as lines

        bad, _ = run_chunks(batch, lines.solve_lines)
        sys.exit(EXIT_USAGE if bad else 0)
    cards = _table(table)
    variant = variant or "chain"
    ticker = Ticker()
    long = len(cards) >= totaux.SEQUENTIAL_FROM
    try:
        if no_counts:
            if long:
                from deckmath.solvers.totaux.words import WORDS

                ticker.begin(WORDS(output_lang())("phase.searching", n=len(cards)))
            solution = totaux.search(cards, variant)
        else:
            solution = totaux.solve(cards, variant, fallback=listing is None,
                                    progress=ticker.begin if long else None, lang=output_lang())
    except InputError as err:
        fail(said("cli.option", option="--list", error=err.said or str(err))
             if listing is not None else err.text(output_lang()))
    finally:
        ticker.end()
    listed = None
    if listing is not None:
        try:
            listed = totaux.list_combinations(solution, limit)
        except InputError as err:
            fail(said("cli.option", option="--list", error=err.said or str(err)))
    if as_json:
        out = solution.to_json()
        if listed is not None:
            out["list"] = (combination.to_json() for combination in listed)
        emit_json(out)
        return
    from deckmath.solvers.totaux.words import WORDS

    lang = output_lang()
    click.echo(solution.to_text(lang))
    if listed is not None:
        if solution.best_total is None:
            click.echo(WORDS(lang)("solution.nothing_to_list"))
            return
        click.echo(WORDS(lang)("solution.list_head"))
        for combination in listed:
            click.echo(f"  {combination.to_text(lang)}")


@group.command("check")
@click.option("--table", help=_TABLE_HELP)
@_VARIANT
@click.option("--announce", help="An announced total to check (T6.1).")
@click.option("--calc", help='A written calculation, e.g. "4 x6 +2 -3 = 23" or "4 x(6+2) -3 = 29" '
                             '(T4), optionally with its cards\' table positions as play reads them, '
                             '"... = 23 @ 2,5,1", or as the answers print them, "#2,5,1: ...".')
@click.option("--positions", help="The table positions of the calculation's cards, in order, e.g. "
                                  "2,5,1 (or after @ in --calc).")
@click.option("--batch", metavar="FILE",
              help="JSON Lines input, one claim per line ('-' for stdin); JSON Lines out.")
@json_option
def check(table, variant, announce, calc, positions, batch, as_json) -> None:
    """Check an announced total or a written calculation (T6); exit 1 when invalid.

    \b
    Examples:
      deckmath totaux check --table "35:24 16:7 22:13 44:50 15:31 26:12" --announce 31
      deckmath totaux check --table "35:24 16:7 22:13 44:50 15:31 26:12" --calc "5 x1 x6 +1 = 31"
      deckmath totaux check --table "35:24 16:7 22:13 44:50 15:31 26:12" --calc "5 x1 x6 +1 = 31" --positions 1,2,5 --json
      echo '{"table": ["35:24", "16:7", "22:13"], "announce": 13}' | deckmath totaux check --batch -
    Batch lines read {"table": [...], "announce": 31} or {"table": [...], "calc": "...",
    "positions": [1, 2, 5]}; a calculation's variant follows its notation (T4.2).
    """
    from deckmath.solvers import totaux

    batch_alone(batch, table=table, variant=variant, announce=announce, calc=calc,
                positions=positions)
    if batch:
        invalid = 0

        def answer(claims):
            nonlocal invalid
            for claim in claims:
                try:
                    verdict = totaux.check_claim(claim)
                except InputError as err:
                    yield err
                    continue
                invalid += not verdict.valid
                yield verdict.to_json()

        bad, _ = run_batch(batch, totaux.claim_from_json, answer)
        sys.exit(EXIT_USAGE if bad else EXIT_INVALID if invalid else 0)
    if table is None:
        fail(said("cli.table", table="--table", batch="--batch"))
    given = {"table": table, "variant": variant, "announce": announce, "calc": calc,
             "positions": positions}
    verdict = totaux.check_claim(totaux.claim_from_json({k: v for k, v in given.items() if v is not None}))
    emit(verdict, as_json)
    sys.exit(0 if verdict.valid else EXIT_INVALID)


deck_command(group, "totaux", "T1.2")


@group.command("generate", epilog=grading_help("totaux"))
@generate_options
@click.option("--kind", type=click.Choice(["highest", "make"]), default="highest", show_default=True,
              help="highest: the best announcement (T5.2); make: reach a marked card's total (T5.1).")
@click.option("--variant", type=click.Choice(["chain", "pair"]), default="chain", show_default=True,
              help="chain (T3.3) or pair (T3.4).")
def generate(count, grade, seed, unique, fmt, output, paper, lang, deck, max_deals, kind,
             variant,
             per_page, key, header) -> None:
    """Generate graded Totaux puzzles on 6 dealt cards, with answers, as text, Markdown, JSON or PDF.

    \b
    Examples:
      deckmath totaux generate --kind highest --count 12 --grade 3 --seed 1 --format pdf -o totaux-g3.pdf
      deckmath totaux generate --kind make --count 6 --grade 2 --format json
      deckmath totaux generate --kind make --count 12 --grades 1-4 --seed 1
    """
    from deckmath.solvers import totaux

    chosen = totaux.load_deck(deck)
    options = {"variant": variant, "paper": paper, "lang": lang}
    run_generate(totaux.GAME.puzzle_kinds[kind](chosen, variant), chosen.name, options, count,
                 grade, seed, unique, fmt, output, paper, lang, max_deals,
                 per_page, key, header)
