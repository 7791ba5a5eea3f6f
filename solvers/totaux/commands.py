"""How the Totaux verbs (rules T1-T8) differ from the shared driver's: Totaux has no verb of its
own, so its command group is made from its face, the core verbs (solve, check, generate, deck)
by core/commands.py from the declarations below and the whole-game commands by play/. The API
is imported inside the hooks, so that `deckmath --help` imports no numba."""
from __future__ import annotations

import re
from typing import Any

import click

from deckmath.conventions import (
    Ticker, emit_json, fail, output_lang, run_batch, run_chunks,
)
from deckmath.solvers.errors import InputError
from deckmath.solvers.game import Verb, VerbOption
from deckmath.solvers.notation import show


def said(key: str, /, **facts: object) -> str:
    """A refusal of the command line's options, in the language it prints in."""
    from deckmath.solvers.totaux.words import ERRORS

    return ERRORS.said(key, **facts).text(output_lang())


LIST_MAX = 10**9
"""Most combinations `--list N` takes (beyond, `all`)."""


def _listing(value: str) -> int | None:
    """--list N|all: a number of combinations 1..10**9, or all (None)."""
    if value.strip().lower() == "all":
        return None
    if not re.fullmatch(r"\s*[0-9]{1,10}\s*", value) or not 1 <= int(value) <= LIST_MAX:
        fail(said("cli.list", option="--list", value=show(value), most=LIST_MAX, all="all"))
    return int(value)


def _solve_values(values: Any, batch: bool) -> None:
    """--list and --no-counts go with one table, never with a batch; --variant neither (each
    line gives its own)."""
    if values["listing"] is not None:
        _listing(values["listing"])
    if values["no_counts"] and (values["listing"] is not None or batch):
        fail(said("cli.no_counts", no_counts="--no-counts", table="--table", list="--list"))
    if batch:
        if values["listing"] is not None:
            fail(said("cli.list_batch", list="--list", batch="--batch"))
        if values["variant"] is not None:
            fail(said("cli.variant_batch", variant="--variant", batch="--batch", key="variant"))


def _solve_batch(source: str, values: Any) -> tuple[int, int]:
    from deckmath.solvers.totaux import batch as lines

    bad, done = run_chunks(source, lines.solve_lines)
    return bad, done


def _solve(position: Any, values: Any) -> None:
    """Solve one table (T5), saying on stderr what a long search is doing, and print its
    answer with the combinations --list asks for, streamed as they are found."""
    from deckmath.solvers import totaux

    listing = values["listing"]
    limit = None if listing is None else _listing(listing)
    cards, variant = position.table, position.variant
    ticker = Ticker()
    long = len(cards) >= totaux.SEQUENTIAL_FROM
    try:
        if values["no_counts"]:
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
    if values["as_json"]:
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


_CLAIM = ("table", "variant", "announce", "calc", "positions")
"""The fields of a claim (T6): the table as given, and the announcement or the calculation."""


def _check(position: Any, values: Any) -> Any:
    """Check an announced total or a calculation (T6); a calculation without --variant
    follows its notation (T4.2)."""
    from deckmath.solvers import totaux

    given = {key: values[key] for key in _CLAIM if values.get(key) is not None}
    if "table" not in given:
        given = {**position.to_json(), **given}
    return totaux.check_claim(totaux.claim_from_json(given))


def _check_batch(source: str, values: Any) -> tuple[int, int, int]:
    from deckmath.solvers import totaux

    invalid = 0

    def answer(claims: list) -> Any:
        nonlocal invalid
        for claim in claims:
            try:
                verdict = totaux.check_claim(claim)
            except InputError as err:
                yield err
                continue
            invalid += not verdict.valid
            yield verdict.to_json()

    bad, done = run_batch(source, totaux.claim_from_json, answer)
    return bad, done, invalid


def _puzzle(deck: Any, values: Any) -> tuple[Any, dict[str, Any]]:
    from deckmath.solvers import totaux

    kind, variant = values["kind"], values["variant"]
    return totaux.GAME.puzzle_kinds[kind](deck, variant), {"variant": variant}


def _grading() -> str:
    from deckmath.generators.labels import grading_help

    return grading_help("totaux")


VERBS = {
    "solve": Verb(help="""Solve a table (T5): for every card as the last card, fewest cards, number of
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
    """, options=(
        "position",
        VerbOption("list", "Also list up to N combinations (or all), fewest cards first, "
                           "streamed.", metavar="N|all", attribute="listing"),
        "batch",
        VerbOption("no-counts", "Skip exact counting: fewest cards and one example per card "
                                "from the layered search (counts not computed); about a second "
                                "for a 12-card reference deal, longer when totals need 8 cards "
                                "or more.", flag=True),
        "json"),
        answer=_solve, batch=_solve_batch, check_values=_solve_values,
        batch_help="JSON Lines input, one table per line ('-' for stdin); JSON Lines out."),
    "check": Verb(help="""Check an announced total or a written calculation (T6); exit 1 when invalid.

    \b
    Examples:
      deckmath totaux check --table "35:24 16:7 22:13 44:50 15:31 26:12" --announce 31
      deckmath totaux check --table "35:24 16:7 22:13 44:50 15:31 26:12" --calc "5 x1 x6 +1 = 31"
      deckmath totaux check --table "35:24 16:7 22:13 44:50 15:31 26:12" --calc "5 x1 x6 +1 = 31" --positions 1,2,5 --json
      echo '{"table": ["35:24", "16:7", "22:13"], "announce": 13}' | deckmath totaux check --batch -
    Batch lines read {"table": [...], "announce": 31} or {"table": [...], "calc": "...",
    "positions": [1, 2, 5]}; a calculation's variant follows its notation (T4.2).
    """, options=(
        "position",
        VerbOption("announce", "An announced total to check (T6.1).", key="announce"),
        VerbOption("calc", 'A written calculation, e.g. "4 x6 +2 -3 = 23" or "4 x(6+2) -3 = 29" '
                           '(T4), optionally with its cards\' table positions as play reads them, '
                           '"... = 23 @ 2,5,1", or as the answers print them, "#2,5,1: ...".',
                   key="calc"),
        VerbOption("positions", "The table positions of the calculation's cards, in order, "
                                "e.g. 2,5,1 (or after @ in --calc).", key="positions"),
        "batch", "json"),
        answer=_check, batch=_check_batch,
        batch_help="JSON Lines input, one claim per line ('-' for stdin); JSON Lines out."),
    "generate": Verb(help="""Generate graded Totaux puzzles on 6 dealt cards, with answers, as text, Markdown, JSON or PDF.

    \b
    Examples:
      deckmath totaux generate --kind highest --count 12 --grade 3 --seed 1 --format pdf -o totaux-g3.pdf
      deckmath totaux generate --kind make --count 6 --grade 2 --format json
      deckmath totaux generate --kind make --count 12 --grades 1-4 --seed 1
    """, options=(
        VerbOption("kind", "highest: the best announcement (T5.2); make: reach a marked card's "
                           "total (T5.1).", choices=("highest", "make"), default="highest",
                   show_default=True),
        VerbOption("variant", "chain (T3.3) or pair (T3.4).", choices=("chain", "pair"),
                   default="chain", show_default=True)),
        puzzle=_puzzle, epilog=_grading),
    "deck": Verb(cites="T1.2"),
}
"""The core verbs as Totaux declares them (solvers/game.py Verb)."""
