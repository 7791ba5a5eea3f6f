"""Replaying a Celsius game log (issue 12, item 1): the game is dealt again from the log's seed
and every logged claim is settled again through the rules (round.adjudicate, the checker), in
the logged announcement order. The first claim the checker refuses (C5.3: card-not-in-hand,
illegal-step, not-a-hot-card, wrong-target) is reported; a claim that lost its hot card to an
earlier one (C6.2, hot-card-taken) is part of play, not an illegal claim. A log whose tables,
hands, winners or ranking differ from what its seed and claims give is reported too."""
from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from deckmath.solvers.celsius.engine import (
    LOG_VERSION, PLAYERS_MAX, PLAYERS_MIN, CelsiusGame, Standing, hand_from_json,
)
from deckmath.solvers.celsius.model import parse_claimed_play
from deckmath.solvers.celsius.round import PASS, Claim
from deckmath.solvers.errors import InputError
from deckmath.solvers.notation import normalize, show
from deckmath.solvers.simulation import parse_log, read_log

CHECKER_REASONS = ("card-not-in-hand", "illegal-step", "not-a-hot-card", "wrong-target")
"""The checker's reasons (C5.3): a logged claim refused for one of them is illegal."""


@dataclass
class ReplayReport:
    """What a replay found: rounds and claims checked, the first illegal claim, the first
    difference between the log and the rules, and the ranking the rules give."""

    seed: int
    players: int
    rounds: int = 0
    rounds_in_game: int = 13
    claims: int = 0
    illegal: list[dict[str, Any]] = field(default_factory=list)
    mismatch: str | None = None
    standings: list[Standing] = field(default_factory=list)

    @property
    def legal(self) -> bool:
        return not self.illegal and self.mismatch is None

    def to_json(self) -> dict[str, Any]:
        return {"legal": self.legal, "seed": self.seed, "players": self.players,
                "rounds": self.rounds, "complete": self.rounds == self.rounds_in_game,
                "claims_checked": self.claims, "illegal_claims": len(self.illegal),
                "first_illegal": self.illegal[0] if self.illegal else None,
                "mismatch": self.mismatch,
                "ranking": [s.to_json() for s in self.standings]}

    def to_text(self) -> str:
        head = (f"{self.players} players, seed {self.seed}: {self.rounds} of "
                f"{self.rounds_in_game} rounds replayed, {self.claims} claims checked")
        lines = [head]
        if self.illegal:
            first = self.illegal[0]
            lines.append(f"first illegal claim: round {first['round']}, player {first['player']} "
                         f"played {first['play']!r}: {first['reason']} ({first['detail']}); "
                         f"{len(self.illegal)} illegal in all")
        if self.mismatch:
            lines.append(f"the log differs from the rules: {self.mismatch}")
        if self.legal:
            lines.append("every claim is legal (C5, C6)")
        lines.append("ranking: " + ", ".join(
            f"{s.rank}. player {s.seat + 1} ({len(s.cold_cards)} cold card"
            f"{'s' if len(s.cold_cards) != 1 else ''})" for s in self.standings))
        return "\n".join(lines)


def replay_file(path: str) -> ReplayReport:
    """Read a log file (`-` for stdin) and replay it; InputError, one line, if malformed."""
    return replay(read_log(path, "celsius", LOG_VERSION), path)


def replay_bytes(data: bytes, name: str = "the log") -> ReplayReport:
    return replay(parse_log(data, "celsius", LOG_VERSION, name), name)


def replay(log: Mapping[str, Any], name: str = "the log") -> ReplayReport:
    """Replay a checked envelope (simulation.parse_log) through the rules."""
    players = log["players"]
    if not PLAYERS_MIN <= players <= PLAYERS_MAX:
        raise InputError(f"{name}: {players} players; Celsius is played by {PLAYERS_MIN} to "
                         f"{PLAYERS_MAX}")
    game = CelsiusGame(log["seed"], players)
    report = ReplayReport(log["seed"], players, rounds_in_game=game.rounds)
    for index, event in enumerate(log["events"], start=1):
        where = f"{name}: event {index}"
        kind = event.get("type")
        if kind == "round":
            if game.round == game.rounds:
                raise InputError(f"{where}: a round after the last ({game.rounds}, C6.5)")
            _replay_round(game, event, report, where)
        elif kind == "end":
            if index != len(log["events"]):
                raise InputError(f"{where}: the end event must come last")
            _compare_ranking(game, event, report, where)
        else:
            raise InputError(f"{where}: 'type' must be \"round\" or \"end\", not {show(kind)}")
        if report.mismatch:
            break
    report.standings = game.standings()
    return report


def _replay_round(game: CelsiusGame, event: Mapping[str, Any], report: ReplayReport,
                  where: str) -> None:
    cold, hot = game.deal_table()
    where = f"{where} (round {game.round})"
    if "round" in event and event["round"] != game.round:
        raise InputError(f"{where}: numbered {show(event['round'])}; rounds go in order")
    if "cold" in event and event["cold"] != cold:
        report.mismatch = (f"round {game.round}: the log's cold card {show(event['cold'])} is not "
                           f"the one seed {game.seed} deals ({cold})")
        return
    if "hot" in event and event["hot"] != list(hot):
        report.mismatch = (f"round {game.round}: the log's hot cards {show(event['hot'])} are not "
                           f"the ones seed {game.seed} deals ({list(hot)})")
        return
    if "hands" in event:
        hands = event["hands"]
        if not isinstance(hands, list) or len(hands) != game.players:
            raise InputError(f"{where}: 'hands' must list {game.players} hands")
        for seat, cards in enumerate(hands):
            try:
                logged = hand_from_json(cards)
            except InputError as err:
                raise InputError(f"{where}: hand of player {seat + 1}: {err}") from None
            if Counter(logged) != Counter(game.hands[seat]):
                report.mismatch = (f"round {game.round}: the log's hand of player {seat + 1} is "
                                   f"not the one its seed and the claims before give")
                return
    claims = [_claim(game, item, where) for item in _list(event, "claims", where)]
    seen = [game.seats[c.player] for c in claims]
    if sorted(seen) != list(range(game.players)):
        raise InputError(f"{where}: give exactly one claim (or pass) for each of the "
                         f"{game.players} players")
    result = game.settle(claims, ordered=True)
    report.rounds += 1
    for claimed in result.claims:
        if claimed.claim.play is None:
            continue
        report.claims += 1
        if claimed.reason in CHECKER_REASONS:
            report.illegal.append({
                "round": game.round, "player": game.seats[claimed.claim.player] + 1,
                "play": " ".join(map(str, claimed.claim.play)), "reason": claimed.reason,
                "detail": claimed.detail})
    winner = None if result.winner is None else game.seats[result.winner] + 1
    if "winner" in event and event["winner"] != winner:
        report.mismatch = (f"round {game.round}: the log says {_who(event['winner'])} won; the "
                           f"rules say {_who(winner)} (C6.3)")


def _compare_ranking(game: CelsiusGame, event: Mapping[str, Any], report: ReplayReport,
                     where: str) -> None:
    ranking = _list(event, "ranking", where)
    computed = [s.to_json() for s in game.standings()]
    if ranking != computed:
        report.mismatch = "the log's final ranking is not the one the rules give (C6.5)"


def _who(player: object) -> str:
    return "nobody" if player is None else f"player {show(player)}"


def _list(event: Mapping[str, Any], key: str, where: str) -> list:
    if key not in event:
        raise InputError(f"{where}: missing {key!r}")
    value = event[key]
    if not isinstance(value, list):
        raise InputError(f"{where}: {key!r} must be a list, not {show(value)}")
    return value


def _claim(game: CelsiusGame, item: object, where: str) -> Claim:
    """A logged claim {"player": 2, "play": "+1 x2", "target": 22} or a pass."""
    if not isinstance(item, dict):
        raise InputError(f"{where}: a claim must be a JSON object, not {show(item)}")
    player = item.get("player")
    if isinstance(player, bool) or not isinstance(player, int) or not 1 <= player <= game.players:
        raise InputError(f"{where}: claim player {show(player)} is not a player 1..{game.players}")
    if "play" not in item:
        raise InputError(f"{where}: the claim of player {player} has no 'play'")
    play = item["play"]
    try:
        if isinstance(play, str) and normalize(play).strip().lower() == PASS:
            return game.claim(player - 1, None)
        tokens, target = parse_claimed_play(play, item.get("target"))
    except InputError as err:
        raise InputError(f"{where}: claim of player {player}: {err}") from None
    return game.claim(player - 1, tokens, target)
