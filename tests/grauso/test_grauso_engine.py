"""Whole games (rules G1.2, G1.3, G4, G5, G6; engine choices E1-E6): the state machine watched
turn by turn, games reproducible from their seed, every log confirmed by the replay, and
tampered logs caught at the first illegal move."""
from __future__ import annotations

import copy
import itertools
import json
import random
from collections import Counter

import pytest

from deckmath.solvers.errors import InputError
from deckmath.solvers.grauso import load_deck, parse_play
from deckmath.solvers.grauso.bots import BOTS, make_bots, parse_bots
from deckmath.solvers.grauso.engine import (
    Action, IllegalMove, Seat, Table, hand_size, play_game,
)
from deckmath.solvers.grauso.legal import legal_plays
from deckmath.solvers.grauso.replay import replay_game
from deckmath.solvers.grauso.score import RoundCards, best_score


@pytest.fixture(scope="module")
def deck():
    return load_deck()


class Watched:
    """A bot that, before delegating its turn, checks the table's invariants: every card of the
    deck is in exactly one place (E2), hands stay within the initial size (G1.3, G4), there
    are always as many penguins as players (G1.2, G3.5, E3), the bot sees only legal plays
    (the generator, G3), and it never collects while it could play."""

    def __init__(self, inner, deck, players):
        self.inner, self.name = inner, inner.name
        self.deck, self.players = Counter(deck.cards), players
        self.turns = self.collects = 0

    def choose(self, table: Table, player: int, rng: random.Random) -> Action:
        where = Counter(table.draw) + Counter(table.point)
        for seat in table.seats:
            where += Counter(seat.hand) + Counter(seat.pile)
            assert len(seat.hand) <= table.size
        assert where == self.deck
        assert sum(s.penguins for s in table.seats) + table.centre == self.players
        assert table.seats[player].hand, "a player with an empty hand has gone out (G5.1)"
        action = self.inner.choose(table, player, rng)
        self.turns += 1
        plays = legal_plays(table.position(player))
        if action.play is None:
            self.collects += 1
            assert not plays, "the bots collect only when they cannot play"
        else:
            assert action.play in plays
        return action


@pytest.mark.parametrize("bots", [
    ["random", "random", "random"], ["greedy", "planner", "random", "greedy"],
    ["planner", "greedy", "random", "random", "greedy"], ["random"] * 6,
])
def test_games_keep_the_invariants_and_replay(deck, bots):
    for seed in range(6):
        watched = [Watched(b, deck, len(bots)) for b in make_bots(bots)]
        result = play_game(deck, watched, seed)
        log = json.loads(json.dumps(result.log))
        assert replay_game(log).valid, replay_game(log).to_text()
        assert sum(w.turns for w in watched) == sum(len(r["moves"]) for r in log["rounds"])
        assert log["bots"] == bots and len(log["rounds"]) == 4
        for number, record in enumerate(log["rounds"], 1):
            assert all(len(h) == hand_size(len(bots)) for h in record["hands"])  # G1.3
            last = record["moves"][-1]
            if record["end"]["how"] == "went-out":  # G5.1
                assert "play" in last and record["held"][last["player"]]["hand"] == []
            else:
                assert last.get("collect") and record["end"]["how"] == "draw-pile-empty"
            if number < 4:  # G5.2
                assert log["rounds"][number]["starter"] == (record["end"]["by"] + 1) % len(bots)
        assert log["rounds"][0]["starter"] == 0  # E1


def test_same_seed_same_game_other_seed_other_game(deck):
    bots = ["greedy", "planner", "random", "random"]
    first = json.dumps(play_game(deck, make_bots(bots), 42).log)
    assert first == json.dumps(play_game(deck, make_bots(bots), 42).log)
    assert first != json.dumps(play_game(deck, make_bots(bots), 43).log)
    assert json.loads(first)["seed"] == 42


def test_scores_are_the_helpers_choice(deck):
    """E6: each player's signs are the scoring helper's (G6.5) over the four rounds held."""
    result = play_game(deck, make_bots(["greedy", "random", "planner"]), 3)
    held = _held(result.log)
    for player, score in enumerate(result.scores):
        rounds = tuple(record[player] for record in held)
        assert score == best_score(rounds, result.log["penguins_at_end"][player])


def _held(log):
    from deckmath.solvers.grauso.score import round_from_json

    return [[round_from_json(h) for h in record["held"]] for record in log["rounds"]]


def _table(hands, draw, top=None, penguins=None, size=7):
    seats = [Seat(list(h), [], 1 if penguins is None else penguins[i]) for i, h in enumerate(hands)]
    table = Table(seats, list(draw), size, 0)
    table.top = top
    return table


def test_g4_2_collect_draws_back_takes_the_pile_and_the_penguins():
    table = _table([[5, 9], [1, 2, 3], [10] * 7], [11, 12, 13, 14, 15, 16, 17], penguins=[1, 0, 1])
    table.play(0, parse_play("+5~"), draw=False)  # -5, penguin to the centre (G3.5)
    assert (table.top, table.centre, table.seats[0].penguins) == (-5, 1, 0)
    entry = table.collect(1)
    assert entry["forced"] is True  # nothing of +1 +2 +3 goes on -5 (G3.1-G3.3), no penguin
    assert entry["drawn"] == ["+11", "+12", "+13", "+14"] and entry["took"] == ["+5"]
    assert table.seats[1].pile == [5] and table.seats[1].penguins == 1 and table.centre == 0
    assert len(table.seats[1].hand) == 7 and table.top is None and table.turn == 2


def test_e4_collect_with_an_empty_draw_pile_ends_the_round():
    table = _table([[5, 9], [1, 2], [10] * 7], [])
    table.play(0, parse_play("+5"), draw=False)
    table.collect(1)
    assert table.over and (table.ended_by, table.how) == (1, "draw-pile-empty")
    assert table.seats[1].pile == [] and table.point == [5]  # the pile stays on the table (E4)


def test_g4_1_optional_draw_and_its_limits():
    table = _table([[5, 9], [1, 2], [3, 4]], [11])
    entry = table.play(0, parse_play("+9"), draw=True)
    assert entry["drawn"] == "+11" and sorted(table.seats[0].hand) == [5, 11]
    with pytest.raises(IllegalMove) as err:
        table.play(1, parse_play("+2"), draw=True)
    assert err.value.reason == "draw-pile-empty"  # E5


def test_going_out_ends_the_round_and_forbids_a_draw():
    table = _table([[5, 9], [1, 2], [3, 4]], [11])
    with pytest.raises(IllegalMove) as err:
        table.play(0, parse_play("+5&+9"), draw=True)
    assert err.value.reason == "draw-after-going-out"
    table.play(0, parse_play("+5&+9"), draw=False)
    assert table.over and (table.ended_by, table.how) == (0, "went-out")
    with pytest.raises(IllegalMove) as err:
        table.play(1, parse_play("+1"), draw=False)
    assert err.value.reason == "round-over"


def test_turn_order_and_illegal_plays_are_refused():
    table = _table([[5, 9], [1, 2], [3, 4]], [11])
    with pytest.raises(IllegalMove) as err:
        table.play(1, parse_play("+1"), draw=False)
    assert err.value.reason == "not-your-turn"
    table.play(0, parse_play("+5"), draw=False)
    with pytest.raises(IllegalMove) as err:
        table.play(1, parse_play("+1~&+2"), draw=False)
    assert err.value.reason == "cannot-go-out"  # G3.6, through the checker


def test_bot_names():
    assert parse_bots("greedy, Planner,random") == ["greedy", "planner", "random"]
    for text, fragment in [("greedy,planner", "2 bots"), ("a,b,c", "unknown bot 'a'"),
                           (",".join(["random"] * 7), "7 bots")]:
        with pytest.raises(InputError, match=fragment):
            parse_bots(text)
    assert set(BOTS) == {"random", "greedy", "planner"}


# The bots (bots.py): greedy's and planner's definitions, by hand-worked positions.

@pytest.mark.parametrize("top, hand, penguins, expected", [
    # -7, +3 and -7&+3 (-4) keep both options; -7 leaves the lowest top (G3.1).
    (5, [3, -7, 0, 12], 1, "-7"),
    # On an empty pile the lowest pair within -25..25 (G2.2, G3.3): -20&-5 = -25.
    (None, [-20, -5, -1, 0, 7], 1, "-20&-5"),
    # Only 0 (G3.4) and +12~ (-12, G3.5) can go on -10: the neutral card is spent first.
    (-10, [0, 12], 1, "0"),
    # Only flips go on -10: +12~ (-12); +3~&+12~ would go out with a flip (G3.6).
    (-10, [12, 3], 1, "+12~"),
    # Without a penguin the flips are not legal at all: -12 is the lowest (G3.1).
    (-10, [12, -12, 3], 0, "-12"),
])
def test_greedy_plays_the_lowest_play_keeping_its_options(top, hand, penguins, expected):
    """greedy: among the plays spending neither a penguin nor a neutral card, the one leaving
    the lowest top; a neutral card before a penguin when every play spends one; never draws."""
    table = _table([hand, [1, 2], [3, 4]], [20, 21], top=top, penguins=[penguins, 1, 1])
    action = BOTS["greedy"]().choose(table, 0, random.Random(0))
    assert (str(action.play), action.draw) == (expected, False)


def test_greedy_collects_only_when_it_cannot_play():
    table = _table([[3, 12], [1, 2], [4, 5]], [20], top=-25, penguins=[0, 1, 1])
    assert BOTS["greedy"]().choose(table, 0, random.Random(0)).play is None


def test_planner_goes_out_first(scratch):
    """planner plays the first play of a fastest way out (the brute force's optimal first
    plays, written from the rules), where greedy plays -7 (its lowest play keeping options)."""
    hand = (3, -7, 0, 12)
    table = _table([list(hand), [1, 2], [4, 5]], [20, 21], top=5, penguins=[1, 1, 1])
    action = BOTS["planner"]().choose(table, 0, random.Random(0))
    assert str(action.play) in scratch.brute_force(5, hand, 1).first_plays
    assert str(action.play) != "-7" and action.draw is False


def _reaches_zero(rounds: list[tuple[tuple[int, ...], tuple[int, ...]]], penguins: int) -> bool:
    """G6.1-G6.3 by brute force over every sign: can the game end on exactly 0?"""
    fixed, items = 0, [1] * penguins
    for hand, pile in rounds:
        for v in hand + pile:
            if v:
                fixed += 1 if v > 0 else -1
            else:
                items.append(1)
        bonus = (7 if pile else 10) if not hand else (0 if pile else 5)
        if bonus:
            items.append(bonus)
    return any(fixed + sum(s * v for s, v in zip(signs, items)) == 0
               for signs in itertools.product((1, -1), repeat=len(items)))


def test_planner_steers_toward_zero_when_it_cannot_go_out():
    """Last round; earlier rounds: went out with a pile of -4 (-1, bonus +-7), went out twice
    with no pile (+-10, +-10). Top -8, hand -16 +11 -9 -18, no penguin: no way out (+11 never
    goes down). Greedy plays -16&-9 (-25), leaving +11 -18: -1 +-7 +-10 +-10 +-5 is odd, never
    0. The planner keeps 0 in reach: -18 leaves -16 +11 -9, -2 + 7 - 10 + 10 - 5 = 0."""
    earlier = [((), (-4,)), ((), ()), ((), ())]
    hand, top = [-16, 11, -9, -18], -8
    table = _table([hand, [1, 2], [4, 5]], [20, 21], top=top, penguins=[0, 1, 1])
    table.earlier = tuple(tuple(RoundCards(h, p) for _ in range(3)) for h, p in earlier)
    greedy = BOTS["greedy"]().choose(table, 0, random.Random(0)).play
    assert str(greedy) == "-16&-9"
    assert not _reaches_zero(earlier + [((11, -18), ())], 0)
    reach = [p for p in legal_plays(table.position(0))
             if _reaches_zero(earlier + [(tuple(v for v in hand if v not in p.cards), ())], 0)]
    assert {str(p) for p in reach} == {"-18", "-16", "-9"}
    planner = BOTS["planner"]().choose(table, 0, random.Random(0))
    assert str(planner.play) == "-18"  # the lowest of those, as greedy orders them


def test_bots_see_the_earlier_rounds(deck):
    """The engine hands every bot what each player held at the end of the earlier rounds (the
    planner's scoring helper needs them): none in round 1, three in round 4, as logged."""
    seen = []

    class Recorder:
        name = "greedy"

        def choose(self, table, player, rng):
            seen.append([[r.to_json() for r in ended] for ended in table.earlier])
            return BOTS["greedy"]().choose(table, player, rng)

    result = play_game(deck, [Recorder(), *make_bots(["random", "planner"])], 8)
    held = [record["held"] for record in result.log["rounds"]]
    assert seen[0] == [] and seen[-1] == held[:3]
    assert all(entry == held[:len(entry)] for entry in seen)


# Tampered logs: the replay names the first illegal thing.

@pytest.fixture(scope="module")
def good_log(deck):
    return json.loads(json.dumps(play_game(deck, make_bots(["greedy", "planner", "random"]), 5).log))


def _first_play(log, round_index=1):
    moves = log["rounds"][round_index]["moves"]
    return next(i for i, m in enumerate(moves) if "play" in m)


def _tampered(good_log, change):
    log = copy.deepcopy(good_log)
    change(log)
    return replay_game(log)


def test_good_log_is_confirmed(good_log):
    report = replay_game(good_log)
    assert report.valid and report.rounds == 4 and report.winners == good_log["winners"]
    assert "confirmed" in report.to_text()


def test_tampered_play_is_the_first_illegal_move(good_log):
    def change(log):
        move = log["rounds"][1]["moves"][_first_play(log)]
        hand = log["rounds"][1]["hands"][move["player"]]
        missing = next(v for v in range(25, 0, -1) if f"+{v}" not in hand)
        move["play"] = f"+{missing}"

    report = _tampered(good_log, change)
    assert (report.valid, report.problem.reason, report.problem.round) == (False, "not-in-hand", 2)
    assert report.problem.move == _first_play(good_log) + 1
    assert "illegal at round 2" in report.to_text()


@pytest.mark.parametrize("change, reason", [
    (lambda log: log["rounds"][0]["moves"].pop(), "round-not-ended"),
    (lambda log: log["rounds"][0]["moves"][0].update(player=(log["rounds"][0]["moves"][0]["player"] + 1) % 3),
     "not-your-turn"),
    (lambda log: log["rounds"][2].update(starter=(log["rounds"][2]["starter"] + 1) % 3), "wrong-starter"),
    (lambda log: log["rounds"][0]["hands"][0].__setitem__(0, log["rounds"][0]["hands"][1][0]), "bad-deal"),
    (lambda log: log["rounds"][0]["hands"][0].pop(), "bad-deal"),
    (lambda log: log["rounds"].pop(), "rounds"),
    (lambda log: log["scores"][0].update(total=log["scores"][0]["total"] + 2), "wrong-score"),
    (lambda log: log["scores"][1].update(bonus_signs=[2, 1, 1, 1]), "bad-choice"),
    (lambda log: log.update(winners=[w for w in range(3) if w not in log["winners"]][:1]), "wrong-winners"),
    (lambda log: log["rounds"][1].update(penguins=[0, 0, 0]), "wrong-penguins"),
    (lambda log: log["rounds"][0]["end"].update(how="draw-pile-empty" if log["rounds"][0]["end"]["how"] == "went-out" else "went-out"),
     "wrong-end"),
])
def test_tampered_logs(good_log, change, reason):
    report = _tampered(good_log, change)
    assert not report.valid and report.problem.reason == reason, report.to_text()


def test_tampered_draw_is_a_mismatch(good_log):
    def change(log):
        for record in log["rounds"]:
            for move in record["moves"]:
                if move.get("drawn") and "play" in move:
                    move["drawn"] = "-1" if move["drawn"] != "-1" else "-2"
                    return
        raise AssertionError("no draw in the log")

    report = _tampered(good_log, change)
    assert report.problem.reason == "log-mismatch"


@pytest.mark.parametrize("change, fragment", [
    (lambda log: log.pop("deck"), "deck"),
    (lambda log: log["rounds"][0]["moves"][0].update(play="+30"), "+30"),
    (lambda log: log["rounds"][0].update(hands="x"), "hands"),
    (lambda log: log["rounds"][0]["moves"].insert(0, 5), "move is a JSON object"),
    (lambda log: log["deck"].update(cards=[True]), "list of cards"),
])
def test_malformed_logs_are_bad_input(good_log, change, fragment):
    log = copy.deepcopy(good_log)
    change(log)
    with pytest.raises(InputError) as err:
        replay_game(log)
    assert fragment in str(err.value)


def test_rounds_end_even_when_nobody_can_go_out():
    """Hands and a draw pile of neutral cards only: nobody can ever go out (G3.6), so the round
    ends when a collect finds the draw pile empty (G5.1, E4), within engine.move_bound. (A deck
    holds five 0 at most, G1.1, so the table is set up by hand: three hands of three 0 and six
    0 to draw.)"""
    from deckmath.solvers.grauso.engine import move_bound

    for names in (["random"] * 3, ["greedy", "planner", "random"]):
        table = _table([[0, 0, 0]] * 3, [0] * 6, size=3)
        bots, rng = make_bots(names), random.Random(1)
        while not table.over:
            assert table.moves <= move_bound(15)
            action = bots[table.turn].choose(table, table.turn, rng)
            if action.play is None:
                table.collect(table.turn)
            else:
                table.play(table.turn, action.play, action.draw)
        assert table.how == "draw-pile-empty" and table.moves <= move_bound(15)


def _mutations(value, rng: random.Random, depth: int = 0):
    """One random change somewhere in a JSON value: a key dropped, a value replaced by one of
    another type or a near value, a list shortened or grown."""
    odd = [None, True, -1, 10**30, 1.5, "x", "+30", [], {}, [None], "0", 0, 7]
    if isinstance(value, dict) and value and depth < 6:
        key = rng.choice(sorted(value))
        if rng.random() < 0.15:
            return {k: v for k, v in value.items() if k != key}
        return {**value, key: _mutations(value[key], rng, depth + 1)}
    if isinstance(value, list) and value and depth < 6:
        i = rng.randrange(len(value))
        roll = rng.random()
        if roll < 0.15:
            return value[:i] + value[i + 1:]
        if roll < 0.25:
            return value + [value[i]]
        return value[:i] + [_mutations(value[i], rng, depth + 1)] + value[i + 1:]
    return rng.choice(odd)


def test_hostile_logs_give_a_report_or_one_input_error(good_log):
    """600 seeded random corruptions of a log: each is confirmed, reported as a problem, or
    refused as bad input; nothing else escapes (no crash, no traceback)."""
    rng = random.Random(17)
    outcomes = Counter()
    for _ in range(600):
        log = _mutations(good_log, rng)
        try:
            report = replay_game(log)
        except InputError as err:
            assert "\n" not in str(err)
            outcomes["bad input"] += 1
            continue
        outcomes["problem" if report.problem else "confirmed"] += 1
    assert outcomes["bad input"] > 50 and outcomes["problem"] > 50, outcomes
