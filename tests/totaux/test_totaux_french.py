"""Totaux says everything in French when asked (lang="fr"): solutions (counts, bounds, the
fallback's "searched up to", cards out of reach, the pair variant), verdicts and every reason
(T6.3), the refusals of a whole game, seeded whole games with every bot as seat 1 reads them,
the action help, the deck summary, the census report and the designer's header; nothing of it
in English, and French spacing (a narrow no-break space before : ; and digit groups)."""
from __future__ import annotations

import dataclasses
import random
import re

import pytest

from deckmath.solvers.game import IllegalMove
from deckmath.solvers.totaux import (
    GAME, check_announce, check_calc, load_deck, parse_calc, parse_table, search, solve,
)
from deckmath.solvers.totaux.deck import Deck
from deckmath.solvers.totaux.engine import (
    GIVE_UP, PASS, SHOW, GiveBack, Show, TotauxGame, Trick, start,
)
from deckmath.solvers.totaux.face import shown_detail
from deckmath.solvers.totaux.model import Card
from deckmath.solvers.totaux.reach import TableReach
from deckmath.solvers.totaux.words import WORDS
from vocabulary import assert_in_language

FACE = GAME.play
DECK = load_deck()
TABLE = parse_table("35:24 16:7 22:13 44:50 15:31 26:12")
NARROW = "\u202f"


def french(text: str) -> None:
    """In French, with French spacing: no ordinary space before : ; ? ! (card notation such
    as 35:24 has none), and no English word."""
    assert_in_language(text, "fr")
    assert not re.search(r"[\w)\]] [:;?!]", text), text


def plain(text: str) -> str:
    return text.replace(NARROW, " ")


# Solutions (T5) ----------------------------------------------------------------------------------

def test_a_solution_in_french_counts_grouped_as_french_writes_them():
    solution = solve(TABLE)
    text = solution.to_text("fr")
    lines = text.splitlines()
    assert lines[0] == "table 35:24 16:7 22:13 44:50 15:31 26:12 (en chaîne)"
    assert lines[1] == f"meilleure annonce{NARROW}: 50{NARROW}; un total premier est possible" \
                       f"{NARROW}: oui"
    count = solution.combinations
    assert count is not None and count >= 1000
    assert lines[2] == f"combinaisons{NARROW}: {count:,}".replace(",", NARROW)
    assert f"{solution.by_card[4].count:,} combinaisons".replace(",", NARROW) in text
    assert "cartes au minimum" in text and "par exemple cartes 1,2,5" in plain(text)
    french(text)
    assert solution.to_text() == solution.to_text("en")


def test_the_pair_variant_cards_out_of_reach_and_a_dead_table_in_french():
    pair = solve(TABLE, "pair").to_text("fr")
    assert pair.splitlines()[0].endswith("(par paire)")
    french(pair)
    dead = solve(parse_table("11:97 11:98 11:99")).to_text("fr")
    assert "aucune (aucun total ne peut être atteint)" in dead
    assert "un total premier est possible" in dead and plain(dead).count(": non") == 1
    assert dead.count("impossible à atteindre") == 3
    french(dead)


def test_bounded_and_overflowing_counts_in_french():
    """The fallback's answer (every combination of up to K cards searched, counts not computed,
    a card not reached, a best total and a prime that are not certain) and a count past int64."""
    table = parse_table("33:13 45:55 56:79 25:26 16:82 34:62 44:74 23:89")
    bounded = search(table, max_states=1 << 8)
    assert not bounded.complete and not bounded.best_total_certain
    text = bounded.to_text("fr")
    k = bounded.searched_up_to
    assert f"non comptées{NARROW}; toutes les combinaisons d'au plus {k} cartes" in text
    assert f"non atteinte avec au plus {k} cartes (inconnu au-delà de {k})" in text
    assert "la plus haute trouvée" in text
    french(text)
    exact = solve(TABLE)
    past = dataclasses.replace(exact, by_card=tuple(dataclasses.replace(r, count=None)
                                                    for r in exact.by_card))
    text = past.to_text("fr")
    assert f"combinaisons{NARROW}: plus de 2**63 - 1" in text
    assert "plus de 2**63 - 1 combinaisons" in text
    french(text)


def test_one_combination_and_zero_cards_are_singular_in_french():
    solution = solve(TABLE)
    one = dataclasses.replace(solution, by_card=(dataclasses.replace(solution.by_card[0],
                                                                     count=1),))
    assert "1 combinaison " in plain(one.to_text("fr"))
    end = {"type": "end", "reason": "pile-turned", "rounds": 1,
           "ranking": [{"seat": 1, "rank": 1, "cards": 0, "tricks": 0, "prime": False}]}
    assert "1. joueur 1 (0 carte, aucun pli de total premier)" in FACE.describe_event(end, 1, "fr")


# Verdicts (T6) -----------------------------------------------------------------------------------

@pytest.mark.parametrize("table, claim, reason, fragment", [
    (TABLE, 31, None, "valide : cartes"),
    (TABLE, 99, "unreachable", "aucune carte de la table n'a le total 99"),
    (parse_table("11:97 11:98 11:99"), 97,
     "unreachable", "aucune combinaison n'atteint la carte à la place 1"),
    (parse_table("11:97 12:97 11:99"), 97,
     "unreachable", "aucune combinaison n'atteint les cartes aux places 1, 2"),
    (TABLE, ("5 +3 = 8", None), "too-few-cards", "2 cartes : une combinaison en demande au moins 3"),
    (TABLE, ("5 -6 +1 -1 = 0", None), "illegal-step", "la carte 2 donne un résultat qui n'est pas"),
    (TABLE, ("5 x1 x6 +1 = 32", None), "wrong-total", "le calcul donne 31, pas 32"),
    (TABLE, ("5 x1 x6 +1 = 31", (1, 2, 4)), "no-such-cards",
     "les cartes aux places données ne montrent pas"),
    (TABLE, ("6 x6 x6 +6 = 222", None), "no-such-cards",
     "aucune suite de cartes différentes de la table"),
    (TABLE, ("5 x1 x6 +1 = 31", (1, 2, 5)), None, "valide : cartes 1,2,5 : 5 x1 x6 +1 = 31"),
])
def test_every_verdict_and_reason_in_french(table, claim, reason, fragment):
    if isinstance(claim, int):
        verdict = check_announce(table, claim)
    else:
        verdict = check_calc(table, parse_calc(claim[0]), claim[1])
    assert verdict.reason == reason
    text = verdict.to_text("fr")
    assert fragment in plain(text)
    if reason:
        assert plain(text).startswith(f"invalide : {WORDS('fr')(f'reason.{reason}')}")
        assert text.count(f"({verdict.rule})") == 1, "the rule is cited once"
    french(text)
    assert verdict.to_json("fr")["detail"] == verdict.detail_text("fr")
    assert verdict.to_json()["detail"] == verdict.detail
    assert verdict.to_json("fr")["reason"] == reason, "reason codes never change"
    assert verdict.to_text() == verdict.to_text("en") == str(verdict)


# A whole game (T7, T8): refusals -----------------------------------------------------------------

def _game(seed: int = 7, variant: str = "chain") -> TotauxGame:
    return start(DECK, 3, seed, {"variant": variant, "bluff": 0.0}, True)


def _best(game: TotauxGame) -> tuple[int, Show]:
    reach = TableReach(game.table_cards(), game.variant)
    for total in reach.totals:
        for i in reach.by_total[total]:
            if reach.fewest(i) is not None:
                combination = reach.combination(i)
                return total, Show(combination.calc, combination.positions)
    raise AssertionError("nothing reachable")


def _to_show(game: TotauxGame, total: int) -> int:
    """The seat to move announces `total`, everyone else passes: it is to show."""
    seat = game.to_move()
    game.apply(total)
    while game.phase != SHOW:
        game.apply(PASS)
    return seat


def _refusal(game: TotauxGame, action, rule: str) -> str:
    with pytest.raises(IllegalMove) as refused:
        game.apply(action)
    assert refused.value.rule == rule
    assert refused.value.text() == refused.value.text("en") == str(refused.value)
    assert refused.value.reason == refused.value.text().removesuffix(f" ({rule})")
    return refused.value.text("fr")


def _hold(game: TotauxGame, seat: int, totals: list[int]) -> None:
    calc = parse_calc("1 +1 +1 +1 = 4")
    held = []
    for total in totals:
        indices = tuple(game.pile.pop(0) for _ in range(3))
        held.append(Trick(tuple(DECK.cards[i] for i in indices), indices, total, calc))
    game.tricks[seat - 1] = held
    game._tricks_seen = None


def test_every_refusal_of_a_whole_game_in_french():
    said = []
    game = _game()
    total, shown = _best(game)
    said.append(_refusal(game, shown, "T8.2"))
    said.append(_refusal(game, 0, "T1.1"))
    game.apply(total)
    said.append(_refusal(game, total, "T7.1"))
    while game.phase != SHOW:
        game.apply(PASS)
    said.append(_refusal(game, PASS, "T7.1"))
    said.append(_refusal(game, Show(parse_calc("4 x(6+2) -3 = 29")), "T7.1"))
    said.append(_refusal(game, Show(shown.calc, (1, 2)), "T6.2"))
    said.append(_refusal(game, Show(shown.calc, (7,) * shown.calc.cards), "T2.1"))
    held = _game()
    seat = held.to_move()
    _hold(held, seat, [4, 6, 8, 9])
    said.append(_refusal(held, 40, "T7.3"))
    _to_show(held, 41)
    held.apply(GIVE_UP)
    said.append(_refusal(held, PASS, "T7.2"))
    said.append(_refusal(held, GiveBack(9), "T7.2"))
    held.apply(GiveBack(1))
    while not held.over:
        held.apply(PASS)
    said.append(_refusal(held, PASS, "T7.4"))
    expected = ["c'est le tour des annonces : le joueur", "n'est pas un total : un total est un "
                "nombre entier de 1 à", "ne contre pas l'annonce de", "a fait l'annonce la plus "
                "élevée", "est écrit dans la notation par paire (T4.2) : cette partie se joue "
                "dans la variante en chaîne (T3.3)", "places pour un calcul de",
                "ne sont pas des places différentes de la table, de 1 à 6", "n'est pas premier : "
                "les 4 plis du joueur", "n'est pas réalisée : il rend maintenant l'un de ses plis",
                "n'a pas de pli 9 : il en a", "la partie est finie (T7.4)"]
    assert len(said) == len(expected)
    for fragment, text in zip(expected, said):
        assert fragment in plain(text), (fragment, text)
    for text in said:
        french(text)


# A whole game: what seat 1 reads ---------------------------------------------------------------

NOTHING = Deck("rien", tuple(Card(1, 1, 99_999) for _ in range(12)))
"""A deck whose tables reach nothing: every round passes, 30 of them stall the game (T8.4)."""

GAMES = [
    (1, "chain", ["perfect", "random", "bounded"], 0.0, DECK),
    (3, "pair", ["bounded", "perfect", "random"], 0.5, DECK),
    (6, "chain", ["random", "random", "random"], 1.0, DECK),
    (48, "chain", ["random", "random"], 1.0, DECK),
    (5, "chain", ["bounded", "bounded", "perfect", "random"], 0.7, DECK),
    (3, "chain", ["perfect", "random"], 0.0, NOTHING),
]
"""Seeded games of every bot, bluffing or not, in both variants: a trick taken, a bid given up
and a trick given back (seed 6), a failed bidder barred from the next round (seed 48), rounds
without an announcement until the game stalls (the deck that reaches nothing)."""


def _play(seed: int, variant: str, kinds: list[str], bluff: float,
          deck: Deck = DECK) -> tuple[TotauxGame, list[str]]:
    """A seeded game of these bots, with what seat 1 reads at every decision (its view, and
    the view of the seat to move, its own prompt)."""
    options = {"variant": variant, "bluff": bluff}
    game = start(deck, len(kinds), seed, options, True)
    bots = [FACE.bots[k].make(3 if k == "bounded" else None, random.Random(s), options)
            for s, k in enumerate(kinds)]
    seen = []
    while not game.over:
        seat = game.to_move()
        seen.append(FACE.describe(game.view(1), "fr"))
        seen.append(FACE.describe(game.view(seat), "fr"))
        game.apply(bots[seat - 1].decide(game.view(seat)))
    seen.append(FACE.describe(game.view(1), "fr"))
    return game, seen


@pytest.mark.parametrize("seed, variant, kinds, bluff, deck", GAMES)
def test_whole_games_seen_in_french_with_every_bot(seed, variant, kinds, bluff, deck):
    game, seen = _play(seed, variant, kinds, bluff, deck)
    events = [FACE.describe_event(e, 1, "fr") for e in game.events]
    assert None not in events
    for text in seen + events:
        french(text)
    assert plain(seen[0]).startswith(f"tour 1, donné par le joueur {game.events[0]['dealer']}")
    assert f"variante {'en chaîne' if variant == 'chain' else 'par paire'}" in seen[0]
    assert any("à vous : annoncez un total" in plain(text) for text in seen)
    assert any(f"au joueur {len(kinds)} d'annoncer" in plain(text) for text in seen)
    assert plain(events[-1]).startswith("partie finie après")
    for event in game.events:
        english = FACE.describe_event(event, 1)
        assert english == FACE.describe_event(event, 1, "en")
        if event["type"] == "show" and not event["valid"]:
            assert shown_detail(event).text() == event["detail"], "the face says what the " \
                "engine recorded"


def test_every_kind_of_event_and_prompt_is_met_in_french():
    """Over the seeded games: a trick taken, a failed show of each kind, a give-back, a round
    without an announcement, a barred bidder, and every prompt seat 1 can meet."""
    seen, events = [], []
    for seed, variant, kinds, bluff, deck in GAMES:
        game, texts = _play(seed, variant, kinds, bluff, deck)
        seen += texts
        events += [plain(FACE.describe_event(e, 1, "fr") or "") for e in game.events]
    seen = [plain(text) for text in seen]
    for fragment in ["et prend le pli (T7.2)", "abandonne : son annonce de", "rend son pli",
                     "aucune annonce : les cartes retournent", "ne peut pas annoncer (T7.2)",
                     "est le premier Donneur", "le joueur 2 annonce ", "le joueur 1 passe",
                     "30 tours de suite sans pli (T8.4)", "un joueur a réalisé 5 combinaisons",
                     "la dernière carte de la pioche a été retournée", "aucun pli de total premier",
                     "variante par paire"]:
        assert any(fragment in text for text in events), fragment
    for fragment in ["à vous : annoncez un total", "plus élevé que", "pas encore d'annonce",
                     "montrez votre calcul ou abandonnez", "au joueur 2 de montrer un calcul",
                     "plis : joueur 1, vous (aucun pli) ; joueur 2 (aucun pli)",
                     "dont un de total premier",
                     "rendez l'un de vos plis", "rend un pli (T7.2)", "la partie est finie (T7.4)",
                     "table : (vide)", "cartes dans la pioche"]:
        assert any(fragment in text for text in seen), fragment


def test_the_views_and_events_only_a_constructed_game_meets_in_french():
    """Held to a prime total (T7.3), giving back a trick (T7.2, T8.3) and a failed show of
    every reason (T6.3, T7.2), as seat 1 reads them."""
    game = _game()
    seat = game.to_move()
    _hold(game, seat, [4, 6, 8, 9])
    prompt = FACE.describe(game.view(seat), "fr")
    assert "vous ne pouvez annoncer qu'un total premier (T7.3)" in plain(prompt)
    french(prompt)
    _to_show(game, 41)
    assert "montrez votre calcul ou abandonnez" in plain(FACE.describe(game.view(seat), "fr"))
    game.apply(GIVE_UP)
    mine, theirs = (FACE.describe(game.view(s), "fr") for s in (seat, seat % 3 + 1))
    assert "rendez l'un de vos plis, en tapant `trick N`" in plain(mine) and "pli 4 : " in \
        plain(mine)
    assert f"le joueur {seat} rend un pli" in theirs
    french(mine)
    french(theirs)
    game.apply(GiveBack(2))
    shows = []
    for how in ("another total", "wrong-total", "no-such-cards", "pinned", "too-few-cards",
                "illegal-step"):
        failing = _game(11)
        total, shown = _best(failing)
        lower = next(t for t in sorted({c.total for c in failing.table_cards()}) if t < total)
        _to_show(failing, lower if how == "another total" else total)
        calc = shown.calc
        failing.apply({
            "another total": shown,
            "wrong-total": Show(parse_calc(str(calc).replace(f"= {calc.total}",
                                                             f"= {calc.total + 1}"))),
            "no-such-cards": Show(parse_calc("6 x6 x6 +6 = 222")),
            "pinned": Show(calc, tuple(reversed(shown.positions))),
            "too-few-cards": Show(parse_calc(f"{calc.first} +1 = {calc.first + 1}")),
            "illegal-step": Show(parse_calc("1 -6 +1 +1 = 2")),
        }[how])
        shows.append(next(e for e in failing.events if e["type"] == "show"))
    reasons = [event["reason"] for event in shows]
    assert reasons == ["not-the-bid", "wrong-total", "no-such-cards", "no-such-cards",
                       "too-few-cards", "illegal-step"]
    for event in shows + game.events:
        text = FACE.describe_event(event, 1, "fr")
        assert text is not None
        french(text)
        if event["type"] == "show":
            assert shown_detail(event).text() == event["detail"]
            assert "n'est pas réalisée (T7.2)" in text
    said = [plain(FACE.describe_event(event, 1, "fr") or "") for event in shows]
    assert "pas le total annoncé, le calcul atteint" in said[0]
    assert "les cartes aux places données" in said[3]


def test_the_help_for_typing_an_action_in_french():
    help_text = WORDS("fr")("action_help")
    french(help_text)
    assert "`trick N`" in help_text and "`give up`" in help_text
    assert FACE.action_help == WORDS("en")("action_help")


# The deck, the census, the designer ------------------------------------------------------------

def test_the_deck_summary_in_french():
    deck = Deck("paquet de la classe", DECK.cards)
    text = deck.summary().to_text("fr")
    assert plain(text).startswith("paquet paquet de la classe : 48 cartes, totaux de")
    french(text)
    assert deck.summary().to_text() == deck.summary().to_text("en")


@pytest.mark.parametrize("counts", [False, True])
def test_the_census_report_in_french(counts):
    from deckmath.solvers.totaux import census

    deck = Deck("paquet de la classe", DECK.cards)
    deals = [tuple(sorted(random.Random(i).sample(range(48), 6))) for i in range(12)]
    plan = census.plan(deck, sample=12, seed=1, counts=counts, chunk_size=6)
    report = census.report(plan, census.tally_direct(deck, "chain", deals, counts), 2)
    text = census.report_text(report, "fr")
    assert plain(text).startswith("recensement Totaux : paquet de la classe (48 cartes), "
                                  "variante en chaîne, 12 donnes tirées parmi")
    assert f"{report['population']:,}".replace(",", NARROW) in text
    assert re.search(r"\(\d+,\d{3}\u202f%\)", text), "a French percentage"
    assert ("combinaisons par donne (T3.7)" in text) == counts
    french(text)
    assert census.report_text(report) == census.report_text(report, "en")


def test_the_designers_header_in_french():
    from deckmath.solvers.totaux import designer

    figures = designer.Figures(100, 0.995, 2.125, 0.6, 0.05)
    text = designer.to_toml(DECK.cards, 2026, 500, figures, figures, "fr")
    header = [line for line in text.splitlines() if line.startswith("#")]
    assert len(header) == 7
    assert "99,5\u202f%" in header[4] and "2,12 sur 6" in header[4]
    for line in header:
        french(line)
    assert text.split("name =")[1] == designer.to_toml(DECK.cards, 2026, 500, figures,
                                                        figures).split("name =")[1]
