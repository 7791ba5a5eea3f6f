"""`deckmath grauso ...`: the Grauso commands (rules G1-G6). Thin: parse options, call the
public API (deckmath.solvers.grauso), print; the conventions are cli.py's. The API is imported
inside the commands, so that `deckmath --help` imports no numba."""
from __future__ import annotations

import sys

import click

from deckmath.cli import (
    EXIT_INVALID, EXIT_USAGE, DeckmathGroup, batch_alone, check_output, deck_command, emit,
    emit_json, fail, fresh_seed, generate_options, json_line, json_option, progress_bar, run_batch,
    run_generate, seed_option, write_output,
)
from deckmath.solvers.errors import InputError
from deckmath.solvers.notation import field


@click.group(name="grauso", cls=DeckmathGroup)
def group() -> None:
    """Grauso: shed your hand onto the point pile (rules G1-G6): legal plays, checks, going out
    in the fewest plays, scoring, whole games between bots, puzzles."""


_POSITION_OPTIONS = [
    click.option("--top", help="Value on top of the point pile, -25..25; leave it out for an empty "
                               "pile (G2.1, G2.2)."),
    click.option("--hand", help='Your cards, space-separated, e.g. "+20 -3 7 0 -14 +14"; only 0 '
                                'may repeat, up to five times (G1.1, G1.4).'),
    click.option("--penguins", help="Penguins you hold, 0..6 (G1.2); default 0."),
    click.option("--batch", metavar="FILE",
                 help="JSON Lines input, one position per line ('-' for stdin); JSON Lines out."),
    click.option("--json", "as_json", is_flag=True, help="Print JSON instead of text."),
]


def position_options(func):
    for option in reversed(_POSITION_OPTIONS):
        func = option(func)
    return func


def _position(top, hand, penguins):
    from deckmath.solvers import grauso

    if hand is None:
        fail("give --hand (and --top, --penguins), or --batch FILE")
    return grauso.position(top, hand, 0 if penguins is None else penguins)


@group.command("moves")
@position_options
def moves(top, hand, penguins, batch, as_json) -> None:
    """List every legal play of a position (G2.2, G3.1-G3.6), penguin flips included when you
    hold one, lowest top first, with the rule that allows each. Collecting the pile is always
    allowed as well (G4.2) and is not listed.

    \b
    Examples:
      deckmath grauso moves --top -5 --hand "+20 -3 7 0 -14 +14" --penguins 1
      deckmath grauso moves --hand "+20 +10 -1" --json
    Batch lines read {"top": -5, "hand": ["+20", "-3"], "penguins": 1} and answer with
    "moves" added.
    """
    from deckmath.solvers import grauso
    from deckmath.solvers.grauso.moves import moves as listing

    if batch:
        batch_alone(batch, top=top, hand=hand, penguins=penguins)
        bad, _ = run_batch(batch, grauso.position_from_json,
                           lambda ps: (listing(p).to_json() for p in ps))
        sys.exit(EXIT_USAGE if bad else 0)
    emit(listing(_position(top, hand, penguins)), as_json)


@group.command("check")
@position_options
@click.option("--play", help='One claimed play, e.g. "-3&+5", "+20~" or "-3~&+5" (G3.3, G3.5), or '
                            '"collect" (G4.2, always allowed).')
@click.option("--sequence", help='A claimed way out, plays in order: "+3&+12~ 0 -7".')
def check(top, hand, penguins, batch, as_json, play, sequence) -> None:
    """Check a claimed play (G2, G3): valid, with the top it leaves, or the first rule it
    breaks (`collect`, G4.2, is always valid); or check a claimed way to go out played alone
    (--sequence). Exit 1 when invalid.

    \b
    Examples:
      deckmath grauso check --top -5 --hand "+20 -3 7 0 -14 +14" --penguins 1 --play "+20~"
      deckmath grauso check --top -5 --hand "+20 -3 7 0 -14 +14" --play "-14&+7" --json
      deckmath grauso check --top 12 --hand "+20 -3 7 0 -14 +14" --penguins 1 --sequence "+14&+20~ -14&+7 0 -3"
    Batch lines add "play" (or "sequence") to a position line.
    Reasons, in the order a play is examined: not-in-hand, neutral-in-pair (G3.4),
    neutral-flipped (G3.5), no-penguin (G3.5), pair-out-of-range (G3.3), not-lower (G3.1-G3.3),
    cannot-go-out (G3.6); a way out may also leave cards in hand: hand-not-empty.
    """
    from deckmath.solvers import grauso

    if batch:
        batch_alone(batch, top=top, hand=hand, penguins=penguins, play=play, sequence=sequence)
        invalid = 0

        def parse(obj: dict):
            pos = grauso.position_from_json(obj)
            has_play, has_sequence = "play" in obj, "sequence" in obj
            if has_play == has_sequence:
                raise InputError('give "play" or "sequence" (one of them)')
            if has_play:
                return pos, grauso.parse_claim(field(obj, "play")), None
            return pos, None, grauso.parse_sequence(field(obj, "sequence"))

        def answer(items):
            nonlocal invalid
            for pos, one, several in items:
                verdict = (grauso.check_sequence(pos, several) if several is not None
                           else grauso.check_collect(pos) if one is None else grauso.check(pos, one))
                invalid += not verdict.valid
                yield verdict.to_json()

        bad, _ = run_batch(batch, parse, answer)
        sys.exit(EXIT_USAGE if bad else EXIT_INVALID if invalid else 0)
    if (play is None) == (sequence is None):
        fail("give --play (one play) or --sequence (a way out), one of them")
    pos = _position(top, hand, penguins)
    if play is not None:
        claim = grauso.parse_claim(play)
        verdict = grauso.check_collect(pos) if claim is None else grauso.check(pos, claim)
    else:
        verdict = grauso.check_sequence(pos, grauso.parse_sequence(sequence))
    emit(verdict, as_json)
    sys.exit(0 if verdict.valid else EXIT_INVALID)


@group.command("solve")
@position_options
def solve(top, hand, penguins, batch, as_json) -> None:
    """Go out in the fewest plays, playing alone on the pile (G2, G3; G3.6 on the last play):
    one optimal sequence (keeping the most penguins), how many there are, and how many legal
    first plays begin one. JSON: "plays" and "sequence", both null when the hand cannot be
    emptied.

    \b
    Examples:
      deckmath grauso solve --top 12 --hand "+20 -3 7 0 -14 +14" --penguins 1
      deckmath grauso solve --hand "+3 -7 0 +12 -20 +25 +1" --json
      echo '{"top": 12, "hand": ["+20", "-3", "+7"], "penguins": 1}' | deckmath grauso solve --batch - --json
    Batch lines (a file, or - for stdin) read {"top": 12, "hand": ["+20", "-3", "+7"],
    "penguins": 1}; each gets one JSON line back, in order.
    """
    from deckmath.solvers import grauso

    if batch:
        batch_alone(batch, top=top, hand=hand, penguins=penguins)
        bad, _ = run_batch(batch, grauso.position_from_json,
                           lambda ps: (s.to_json() for s in grauso.solve_many(ps)))
        sys.exit(EXIT_USAGE if bad else 0)
    emit(grauso.solve(_position(top, hand, penguins)), as_json)


@group.command("score")
@click.option("--round", "rounds", multiple=True, metavar='"hand: CARDS; pile: CARDS"',
              help='A round\'s end for one player, in order, 1 to 4 of them: the cards left in hand '
                   'and those in the collected pile, e.g. "hand: +3 -5 0; pile: +12 -7"; an empty '
                   'hand went out: "hand: ; pile: ".')
@click.option("--penguins",
              help="Penguins held after the last round, 0..6 (they count in the 4th round only, "
                   "G6.3); default 0.")
@click.option("--batch", metavar="FILE",
              help='JSON Lines input: {"rounds": [{"hand": [...], "pile": [...]}, ...], "penguins": 1}.')
@json_option
def score(rounds, penguins, batch, as_json) -> None:
    """Choose the signs of a player's game (G6.1-G6.3): each neutral card, each round's bonus,
    the penguins, to end on exactly 0, or else as far from 0 as possible, then with the most
    cold points (G6.4, G6.5); shows the choices.

    \b
    Examples:
      deckmath grauso score --round "hand: +3 -5 0; pile: +12 -7" --round "hand: ; pile: " --round "hand: -2; pile: -7 -8" --round "hand: ; pile: +4 0" --penguins 2
      deckmath grauso score --round "hand: +1 +2" --json
    """
    from deckmath.solvers.grauso import model, score as scoring

    if batch:
        batch_alone(batch, round=rounds or None, penguins=penguins)
        bad, _ = run_batch(batch, scoring.rounds_from_json,
                           lambda items: (scoring.best_score(r, p).to_json() for r, p in items))
        sys.exit(EXIT_USAGE if bad else 0)
    if not rounds:
        fail('give --round "hand: CARDS; pile: CARDS" once per round (1 to 4), or --batch FILE')
    parsed = tuple(scoring.parse_round(r) for r in rounds)
    emit(scoring.best_score(parsed, model.parse_penguins(penguins or 0)), as_json)


@group.command("simulate")
@click.option("--players", type=click.IntRange(3, 6),
              help="Players, 3 to 6 (default: one per bot named, or 4).")
@click.option("--bots",
              help="One bot per seat, comma-separated, or one name for every seat with --players: "
                   "random (any legal play), greedy (the lowest legal play that spends no penguin "
                   "and no neutral card, when it can), planner (goes out first with the solver, "
                   "else steers toward 0 with the scoring helper); the README says exactly. "
                   "Default: planner,greedy,greedy,random (greedy in the middle seats for 3-6).")
@click.option("--games", type=click.IntRange(1, 1_000_000), default=200, show_default=True,
              help="Games to play; game g is dealt from seed SEED + g.")
@seed_option
@click.option("--deck", type=click.Path(dir_okay=False), help="A deck TOML file (default: reference deck).")
@click.option("--rotate/--no-rotate", default=True, show_default=True,
              help="Move the bots one seat along each game.")
@click.option("--log", "log_path", type=click.Path(dir_okay=False),
              help="Write every game's log to this file, one JSON line a game (for `replay`).")
@json_option
def simulate(players, bots, games, seed, deck, rotate, log_path, as_json) -> None:
    """Play whole games between bots (G1-G6): win rates by bot and by seat with 95% confidence
    intervals, the share of games won at exactly 0, the mean round length; progress on stderr.
    Game g is played with seed SEED + g, so each game replays alone.

    \b
    Examples:
      deckmath grauso simulate --players 4 --games 100 --bots planner,greedy,greedy,random --seed 1
      deckmath grauso simulate --players 5 --bots greedy --games 20 --seed 2 --json
      deckmath grauso simulate --bots random,random,greedy,planner --games 5 --seed 7 --log games.jsonl
    """
    from deckmath.solvers.grauso import load_deck
    from deckmath.solvers.grauso.bots import parse_bots
    from deckmath.solvers.grauso.engine import check_table
    from deckmath.solvers.grauso.simulate import simulate as run

    names = parse_bots(bots, players)
    chosen = load_deck(deck)
    seed = fresh_seed(seed)
    check_table(chosen, len(names))  # before the progress bar: one line on stderr if bad

    if log_path == "-":
        fail("--log - would mix the game logs with the report on stdout: give a file")
    if log_path:
        check_output(log_path)  # before the games: one line on stderr if it cannot be written

    def play(record=None):
        with progress_bar(games, "simulating") as bar:
            return run(chosen, names, games, seed, rotate,
                       progress=lambda done: bar.update(done - bar.pos), record=record)

    if log_path:
        result = []
        write_output(log_path, lambda handle: result.append(
            play(lambda game: handle.write(json_line(game.log)))))
        report = result[0]
    else:
        report = play()
    emit(report, as_json)


@group.command("replay")
@click.argument("log_file", metavar="FILE")
@json_option
def replay(log_file, as_json) -> None:
    """Re-check every move of game logs (from `simulate --log`) with the rules code: deals,
    plays, draws, collects, round ends, scores and winners (G1-G6). Reports the first illegal
    move of each game and exits 1, or confirms every game and exits 0.

    \b
    Example:
      deckmath grauso simulate --games 3 --seed 7 --log games.jsonl
      deckmath grauso replay games.jsonl
    """
    from deckmath.solvers.grauso.replay import replay_file

    illegal = 0
    for report in replay_file(log_file):
        illegal += not report.valid
        if as_json:
            emit_json(report.to_json())
        else:
            click.echo(report.to_text())
    sys.exit(EXIT_INVALID if illegal else 0)


deck_command(group, "grauso", "G1.1, G1.2", use="simulate --deck my-deck.toml --games 5 --seed 7")


@group.command("generate")
@generate_options
@click.option("--cards", type=click.IntRange(3, 10), default=6, show_default=True,
              help="Cards in each puzzle's hand.")
def generate(count, grade, seed, unique, fmt, output, paper, lang, deck, max_deals, cards) -> None:
    """Generate graded "go out in N plays" puzzles (G2, G3) with answers, as text, Markdown,
    JSON or PDF.

    \b
    Examples:
      deckmath grauso generate --count 12 --grade 3 --seed 7 --format pdf -o grauso-g3.pdf
      deckmath grauso generate --count 4 --grade 5 --unique --lang fr
    """
    from deckmath.solvers import grauso

    chosen = grauso.load_deck(deck)
    if len(chosen.cards) < cards + 1:
        fail(f"deck {chosen.name} has {len(chosen.cards)} cards: hands of {cards} and a top need more")
    options = {"cards": cards, "paper": paper, "lang": lang}
    run_generate(grauso.GAME.puzzle_kinds["goout"](chosen, cards), chosen.name, options, count,
                 grade, seed, unique, fmt, output, paper, lang, max_deals)
