"""Totaux's words in English and French (solvers/words.py): solutions, verdicts and their
reasons, the refusals of a whole game, what a seat sees and reads of each event, the help for
typing an action, the deck summary, the census report and the deck designer's file header.
French from the sheet (totaux-fr.txt) and rules.fr.md: annonce, annoncer, contrer, pli,
pioche, Donneur, tour, combinaison, carte intermédiaire, total premier, annonce non réalisée.

The game's name is a fact ({game}), never a word of a template: "Totaux" is French.
English numbers stay as the game always printed them (plain digits where it printed them so);
French numbers are grouped by threes (`number`)."""
from __future__ import annotations

from deckmath.solvers.words import NARROW_SPACE, Table, Words

GAME_NAME = "Totaux"

WORDS = Table("totaux", en={
    # counts
    "cards.one": "{n} card",
    "cards.many": "{n} cards",
    "combinations.one": "{n} combinations",
    "combinations.many": "{n} combinations",
    "rounds.one": "{n} rounds",
    "rounds.many": "{n} rounds",
    "pile.one": "{n} cards face down",
    "pile.many": "{n} cards face down",
    "tricks.one": "{n}",
    "tricks.many": "{n}",
    "more_than_int64": "more than 2**63 - 1",
    "variant.chain": "chain",
    "variant.pair": "pair",
    "yes": "yes",
    "no": "no",
    "unknown": "unknown",
    # a table and its solution (T5)
    "combination": "cards {positions}: {calc}",
    "card.unreachable": "{head} unreachable",
    "card.not_reached": "{head} not reached with up to {k} cards (unknown beyond {k})",
    "card.searched": "{head} {min_cards} cards min; e.g. {example}",
    "card.counted": "{head} {min_cards} cards min, {count}; e.g. {example}",
    "solution.table": "table {table} ({variant})",
    "solution.best": "best announcement: {best}; a prime total is possible: {prime}",
    "solution.none_found": "none found",
    "solution.none": "none (no total can be reached)",
    "solution.best_uncertain": "{best} (highest found; a card not reached has a higher total)",
    "solution.counted": "combinations: {count}",
    "solution.not_counted": "combinations: counts not computed; {ended}",
    "search.every-combination": "every combination searched",
    "search.every-card-reached": "every combination of up to {k} cards searched, then {k1}-card "
                                 "ones until every card was reached",
    "search.memory-budget": "every combination of up to {k} cards searched, then the memory "
                            "budget was full",
    "solution.nothing_to_list": "no combination to list: no card's total can be reached",
    "solution.list_head": "combinations, fewest cards first:",
    # verdicts (T6)
    "valid": "valid: {example}",
    "invalid": "invalid: {reason}",
    "rule": " ({rule})",
    "detail": " ({detail})",
    "reason.unreachable": "unreachable",
    "reason.too-few-cards": "too-few-cards",
    "reason.illegal-step": "illegal-step",
    "reason.wrong-total": "wrong-total",
    "reason.no-such-cards": "no-such-cards",
    "reason.nothing-shown": "nothing-shown",
    "reason.not-the-bid": "not-the-bid",
    "no_card_total": "no card on the table has the total {total}",
    "unreached.one": "no combination reaches the card at position {positions}",
    "unreached.many": "no combination reaches the cards at position {positions}",
    "too_few": "{cards}: a combination uses at least 3 (T3.1)",
    "illegal_step": "card {card} gives a result that is not a whole number >= 0 (T3.6)",
    "wrong_total": "the calculation gives {value}, not {total}",
    "not_pinned": "the cards at the given positions do not show these faces and total",
    "no_cards": "no distinct table cards show these faces and this total (T6.2)",
    "nothing_shown": "nothing shown",
    "not_the_bid": "it reaches {reached}, not the {total} announced",
    # a whole game: refusals (IllegalMove)
    "refused.over": "the game is over",
    "refused.auction": "the auction is open: seat {seat} announces a total or passes",
    "refused.not_a_total": "{total} is not a total: a total is a whole number {low}..{high}",
    "refused.not_higher": "{total} does not outbid seat {seat}'s {bid}: an announcement must be "
                          "higher",
    "refused.not_prime": "{total} is not prime: seat {seat}'s 4 tricks have no prime total, so "
                         "it may announce only a prime total",
    "refused.show": "seat {seat} made the highest bid, {total}: now it shows a calculation or "
                    "gives up",
    "refused.variant": "{calc} is written in {written} notation ({notation_rule}): this game is "
                       "played in the {variant} variant ({variant_rule}), as every calculation "
                       "of it must be",
    "refused.positions_count": "{given} positions for a calculation of {cards} cards: one per "
                               "card, in order",
    "refused.positions": "positions {positions} are not distinct positions of the table's "
                         "1..{size}",
    "refused.give_back": "seat {seat}'s bid failed: now it gives back one of its tricks, as "
                         "trick N",
    "refused.no_trick": "seat {seat} has no trick {trick}: it holds {held}",
    # a whole game: what a seat sees (T7, T8)
    "view.round": "round {round}, seat {dealer} dealt, {pile}, {variant} variant",
    "view.table": "table: {table}",
    "view.empty": "(empty)",
    "view.tricks": "tricks: {tricks}",
    "view.seat_tricks": "seat {seat} {tricks}",
    "view.seat_tricks_you": "seat {seat} {tricks}",
    "view.no_tricks": "none",
    "view.held": "{tricks} ({cards}{prime})",
    "view.prime_trick": ", a prime one",
    "view.no_bid": "no bid yet",
    "view.bid": "bid: {total} by seat {seat}",
    "view.announce": "your turn: announce a total{above} or pass (T8.2){prime}",
    "view.above": " above {total}",
    "view.prime_only": "; you may announce only a prime total (T7.3)",
    "view.to_announce": "seat {seat} to announce",
    "view.show": "show your calculation or give up (T7.1)",
    "view.to_show": "seat {seat} to show a calculation",
    "view.give_back": "your bid failed: give back one of your tricks, as trick N (T7.2, T8.3): "
                      "{tricks}",
    "view.trick": "trick {trick}: {calc} ({cards})",
    "view.gives_back": "seat {seat} gives back a trick (T7.2)",
    "view.over": "the game is over (T7.4)",
    "event.start": "{variant} variant (T7.1); the pile is shuffled and seat {dealer} deals first "
                   "(T8.1)",
    "event.deal": "round {round}: seat {dealer} deals {table}{barred}",
    "event.barred": "; seat {seat} may not announce (T7.2)",
    "event.announce": "seat {seat} announces {total}",
    "event.pass": "seat {seat} passes",
    "event.no_announcement": "no announcement: the cards go back and the pile is shuffled (T7.2)",
    "event.takes": "seat {seat} shows {calc} (cards {cards}) and takes the trick (T7.2)",
    "event.gives_up": "seat {seat} gives up: the bid of {total} fails (T7.2)",
    "event.fails": "seat {seat} shows {calc}: {reason}, {detail}: the bid of {total} fails (T7.2)",
    "event.give_back": "seat {seat} gives back its trick {trick} ({cards}) (T8.3)",
    "event.end": "game over after {rounds}: {why}; {ranking}",
    "event.rank": "{rank}. seat {seat} {cards}{prime}",
    "event.no_prime": ", no prime trick",
    "end.pile-turned": "the pile's last card was turned (T7.4)",
    "end.five-combinations": "a player has made 5 combinations (T7.4)",
    "end.stalled": "30 rounds in a row without a trick (T8.4)",
    "dealt.round": "round {round}",
    "action_help": (
        "In the auction (T8.2) type a total above the bid to announce it, e.g. 31, or pass; the "
        "high bidder is not asked again: a player never outbids their own announcement (T7.1), "
        "and a player whose 4 tricks have no prime total may announce only a prime total "
        "(T7.3).\n"
        "As the high bidder type your calculation, written in the game's variant as `deckmath "
        "totaux check --calc` reads it: 5 x1 x6 +1 = 31 (chain, T4.1) or 4 x(6+2) -3 = 29 "
        "(pair, T4.2), optionally with the cards' table positions in order: 5 x1 x6 +1 = 31 @ "
        "1,2,5 (T6.2); or give up. A calculation the checker refuses or that does not reach "
        "your bid fails it (T7.2).\n"
        "After a failed bid type trick N to give back your trick N (T7.2, T8.3)."),
    # the deck (T1)
    "deck.summary": "deck {name}: {cards} cards, totals {low}..{high} ({primes} prime), {pairs} "
                    "of the 21 pairs of faces (T1)",
    # the census (T5, T7.1)
    "census.title": "{game} census ({variant})",
    "census.head": "{game} census: {deck} ({cards}), {variant} variant, {what}",
    "census.all": "every {size}-card deal ({population})",
    "census.sample": "{sample} deals sampled from {population} (seed {seed})",
    "census.any_reachable": "some total reachable (T5.2)",
    "census.highest_reachable": "the highest total on the table reachable",
    "census.prime_reachable": "a prime total reachable (T7.3)",
    "census.share": "  {name}: {count} of {deals} ({share}){ci}",
    "census.ci": "  [95%: {low} .. {high}]",
    "census.fewest": "  fewest cards per card (T5.1): {shares}",
    "census.unreachable": "unreachable {share}",
    "census.in_cards": "{k} cards {share}",
    "census.best_needs": "  the best announcement needs: {shares}",
    "census.best_none": "none {share}",
    "census.combinations": "  combinations per deal (T3.7): {mean} on average",
    "census.figure": "{game} census: {deck}, {variant} variant, {what}",
    "census.figure_all": "every deal ({population})",
    "census.figure_sample": "{deals} deals sampled, seed {seed}",
    "census.figure_best": "best announcement (T5.2)",
    "census.figure_total": "total",
    "census.figure_share": "% of deals",
    "census.figure_fewest": "fewest cards per table card (T5.1)",
    "census.figure_cards": "cards",
    "census.figure_unreachable": "unreachable",
    "census.figure_none": "none",
    "census.figure_best_fewest": "fewest cards of the best announcement",
    "census.figure_by_card": "each deck card: mean fewest cards when reachable",
    "census.figure_card_total": "card total",
    # the deck designer (T1.2)
    "designer.progress": "step {step}/{steps}: score {score}",
    "designer.figures": "some total reachable {any}, cards reachable with 3 cards {three} of 6, "
                        "best announcement needs 4+ cards {four}, highest total reachable with 3 "
                        "cards {top}",
    "designer.written": "# The reference {game} deck (rule T1.2), written by {module}.",
    "designer.rebuild": "# Rebuild: {command} (same bytes).",
    "designer.made": "# Faces: every unordered pair of faces 1..6 appears 2 or 3 times. Totals: "
                     "{cards} distinct, {low}..{high}, 3 to 7 in each tenth, {primes} prime.",
    "designer.objective": "# Objective ({source}): a good round on 6 dealt cards (T7.1); measured "
                          "on {deals} held-out deals:",
    "designer.chain": "#   chain (T3.3): {figures};",
    "designer.pair": "#   pair (T3.4): {figures}.",
    "designer.user": "# A user deck needs only {cards}; give it with {option}.",
}, fr={
    "cards.one": "{n} carte",
    "cards.many": "{n} cartes",
    "combinations.one": "{n} combinaison",
    "combinations.many": "{n} combinaisons",
    "rounds.one": "{n} tour",
    "rounds.many": "{n} tours",
    "pile.one": "{n} carte dans la pioche",
    "pile.many": "{n} cartes dans la pioche",
    "tricks.one": "{n} pli",
    "tricks.many": "{n} plis",
    "more_than_int64": "plus de 2**63 - 1",
    "variant.chain": "en chaîne",
    "variant.pair": "par paire",
    "yes": "oui",
    "no": "non",
    "unknown": "inconnu",
    "combination": "cartes {positions} : {calc}",
    "card.unreachable": "{head} impossible à atteindre",
    "card.not_reached": "{head} non atteinte avec au plus {k} cartes (inconnu au-delà de {k})",
    "card.searched": "{head} {min_cards} cartes au minimum ; par exemple {example}",
    "card.counted": "{head} {min_cards} cartes au minimum, {count} ; par exemple {example}",
    "solution.table": "table {table} ({variant})",
    "solution.best": "meilleure annonce : {best} ; un total premier est possible : {prime}",
    "solution.none_found": "aucune trouvée",
    "solution.none": "aucune (aucun total ne peut être atteint)",
    "solution.best_uncertain": "{best} (la plus haute trouvée ; une carte non atteinte a un total "
                               "plus élevé)",
    "solution.counted": "combinaisons : {count}",
    "solution.not_counted": "combinaisons : non comptées ; {ended}",
    "search.every-combination": "toutes les combinaisons ont été cherchées",
    "search.every-card-reached": "toutes les combinaisons d'au plus {k} cartes ont été cherchées, "
                                 "puis celles de {k1} cartes jusqu'à ce que chaque carte soit "
                                 "atteinte",
    "search.memory-budget": "toutes les combinaisons d'au plus {k} cartes ont été cherchées, puis "
                            "la mémoire prévue a été pleine",
    "solution.nothing_to_list": "aucune combinaison à lister : le total d'aucune carte ne peut "
                                "être atteint",
    "solution.list_head": "combinaisons, les plus courtes d'abord :",
    "valid": "valide : {example}",
    "invalid": "invalide : {reason}",
    "rule": " ({rule})",
    "detail": " ({detail})",
    "reason.unreachable": "impossible à atteindre",
    "reason.too-few-cards": "trop peu de cartes",
    "reason.illegal-step": "étape interdite",
    "reason.wrong-total": "mauvais total",
    "reason.no-such-cards": "aucune carte ne convient",
    "reason.nothing-shown": "rien de montré",
    "reason.not-the-bid": "pas le total annoncé",
    "no_card_total": "aucune carte de la table n'a le total {total}",
    "unreached.one": "aucune combinaison n'atteint la carte à la place {positions}",
    "unreached.many": "aucune combinaison n'atteint les cartes aux places {positions}",
    "too_few": "{cards} : une combinaison en demande au moins 3 (T3.1)",
    "illegal_step": "la carte {card} donne un résultat qui n'est pas un nombre entier >= 0 (T3.6)",
    "wrong_total": "le calcul donne {value}, pas {total}",
    "not_pinned": "les cartes aux places données ne montrent pas ces faces et ce total",
    "no_cards": "aucune suite de cartes différentes de la table ne montre ces faces et ce total "
                "(T6.2)",
    "nothing_shown": "rien n'a été montré",
    "not_the_bid": "le calcul atteint {reached}, pas le {total} annoncé",
    "refused.over": "la partie est finie",
    "refused.auction": "c'est le tour des annonces : le joueur {seat} annonce un total ou passe",
    "refused.not_a_total": "{total} n'est pas un total : un total est un nombre entier de {low} "
                           "à {high}",
    "refused.not_higher": "{total} ne contre pas l'annonce de {bid} du joueur {seat} : une "
                          "annonce doit être plus élevée",
    "refused.not_prime": "{total} n'est pas premier : les 4 plis du joueur {seat} n'ont aucun "
                         "total premier, il ne peut donc annoncer qu'un total premier",
    "refused.show": "le joueur {seat} a fait l'annonce la plus élevée, {total} : il montre "
                    "maintenant un calcul ou abandonne",
    "refused.variant": "{calc} est écrit dans la notation {written} ({notation_rule}) : cette "
                       "partie se joue dans la variante {variant} ({variant_rule}), comme "
                       "chacun de ses calculs",
    "refused.positions_count": "{given} places pour un calcul de {cards} cartes : une par carte, "
                               "dans l'ordre",
    "refused.positions": "les places {positions} ne sont pas des places différentes de la table, "
                         "de 1 à {size}",
    "refused.give_back": "l'annonce du joueur {seat} n'est pas réalisée : il rend maintenant l'un "
                         "de ses plis, en tapant `trick N`",
    "refused.no_trick": "le joueur {seat} n'a pas de pli {trick} : il en a {held}",
    "view.round": "tour {round}, donné par le joueur {dealer}, {pile}, variante {variant}",
    "view.table": "table : {table}",
    "view.empty": "(vide)",
    "view.tricks": "plis : {tricks}",
    "view.seat_tricks": "joueur {seat} ({tricks})",
    "view.seat_tricks_you": "joueur {seat}, vous ({tricks})",
    "view.no_tricks": "aucun pli",
    "view.held": "{tricks}, {cards}{prime}",
    "view.prime_trick": ", dont un de total premier",
    "view.no_bid": "pas encore d'annonce",
    "view.bid": "annonce : {total} par le joueur {seat}",
    "view.announce": "à vous : annoncez un total{above} ou passez (T8.2){prime}",
    "view.above": " plus élevé que {total}",
    "view.prime_only": " ; vous ne pouvez annoncer qu'un total premier (T7.3)",
    "view.to_announce": "au joueur {seat} d'annoncer",
    "view.show": "montrez votre calcul ou abandonnez (T7.1)",
    "view.to_show": "au joueur {seat} de montrer un calcul",
    "view.give_back": "votre annonce n'est pas réalisée : rendez l'un de vos plis, en tapant "
                      "`trick N` (T7.2, T8.3) : {tricks}",
    "view.trick": "pli {trick} : {calc} ({cards})",
    "view.gives_back": "le joueur {seat} rend un pli (T7.2)",
    "view.over": "la partie est finie (T7.4)",
    "event.start": "variante {variant} (T7.1) ; la pioche est mélangée et le joueur {dealer} est "
                   "le premier Donneur (T8.1)",
    "event.deal": "tour {round} : le joueur {dealer} donne {table}{barred}",
    "event.barred": " ; le joueur {seat} ne peut pas annoncer (T7.2)",
    "event.announce": "le joueur {seat} annonce {total}",
    "event.pass": "le joueur {seat} passe",
    "event.no_announcement": "aucune annonce : les cartes retournent dans la pioche, qui est "
                             "mélangée (T7.2)",
    "event.takes": "le joueur {seat} montre {calc} (cartes {cards}) et prend le pli (T7.2)",
    "event.gives_up": "le joueur {seat} abandonne : son annonce de {total} n'est pas réalisée "
                      "(T7.2)",
    "event.fails": "le joueur {seat} montre {calc} : {reason}, {detail} : son annonce de {total} "
                   "n'est pas réalisée (T7.2)",
    "event.give_back": "le joueur {seat} rend son pli {trick} ({cards}) (T8.3)",
    "event.end": "partie finie après {rounds} : {why} ; {ranking}",
    "event.rank": "{rank}. joueur {seat} ({cards}{prime})",
    "event.no_prime": ", aucun pli de total premier",
    "end.pile-turned": "la dernière carte de la pioche a été retournée (T7.4)",
    "end.five-combinations": "un joueur a réalisé 5 combinaisons (T7.4)",
    "end.stalled": "30 tours de suite sans pli (T8.4)",
    "dealt.round": "tour {round}",
    "action_help": (
        "Pendant les annonces (T8.2), tapez un total plus élevé que l'annonce en cours pour "
        "l'annoncer, par exemple 31, ou `pass` pour passer ; le joueur qui a fait l'annonce la "
        "plus élevée n'est pas interrogé de nouveau : un joueur ne contre jamais sa propre "
        "annonce (T7.1), et un joueur dont les 4 plis n'ont aucun total premier ne peut "
        "annoncer qu'un total premier (T7.3).\n"
        "Si votre annonce est la plus élevée, tapez votre calcul, écrit dans la variante de la "
        "partie comme `deckmath totaux check --calc` le lit : `5 x1 x6 +1 = 31` (en chaîne, "
        "T4.1) ou `4 x(6+2) -3 = 29` (par paire, T4.2), et si vous voulez les places de ses "
        "cartes sur la table, dans l'ordre : `5 x1 x6 +1 = 31 @ 1,2,5` (T6.2) ; ou `give up` "
        "pour abandonner. Un calcul que le vérificateur refuse, ou qui n'atteint pas votre "
        "annonce, la fait échouer (T7.2).\n"
        "Après une annonce non réalisée, tapez `trick N` pour rendre votre pli N (T7.2, T8.3)."),
    "deck.summary": "paquet {name} : {cards} cartes, totaux de {low} à {high} ({primes} "
                    "premiers), {pairs} des 21 paires de faces (T1)",
    "census.title": "recensement {game} ({variant})",
    "census.head": "recensement {game} : {deck} ({cards}), variante {variant}, {what}",
    "census.all": "toutes les donnes de {size} cartes ({population})",
    "census.sample": "{sample} donnes tirées parmi {population} (graine {seed})",
    "census.any_reachable": "un total atteignable (T5.2)",
    "census.highest_reachable": "le plus haut total de la table atteignable",
    "census.prime_reachable": "un total premier atteignable (T7.3)",
    "census.share": "  {name} : {count} sur {deals} ({share}){ci}",
    "census.ci": f"  [95{NARROW_SPACE}% : {{low}} .. {{high}}]",
    "census.fewest": "  le moins de cartes par carte (T5.1) : {shares}",
    "census.unreachable": "impossible à atteindre {share}",
    "census.in_cards": "{k} cartes {share}",
    "census.best_needs": "  la meilleure annonce demande : {shares}",
    "census.best_none": "aucune {share}",
    "census.combinations": "  combinaisons par donne (T3.7) : {mean} en moyenne",
    "census.figure": "recensement {game} : {deck}, variante {variant}, {what}",
    "census.figure_all": "toutes les donnes ({population})",
    "census.figure_sample": "{deals} donnes tirées, graine {seed}",
    "census.figure_best": "meilleure annonce (T5.2)",
    "census.figure_total": "total",
    "census.figure_share": "% des donnes",
    "census.figure_fewest": "le moins de cartes par carte de la table (T5.1)",
    "census.figure_cards": "cartes",
    "census.figure_unreachable": "impossible à atteindre",
    "census.figure_none": "aucune",
    "census.figure_best_fewest": "le moins de cartes de la meilleure annonce",
    "census.figure_by_card": "chaque carte du paquet : le moins de cartes en moyenne, quand elle "
                             "est atteignable",
    "census.figure_card_total": "total de la carte",
    "designer.progress": "étape {step}/{steps} : score {score}",
    "designer.figures": "un total atteignable {any}, cartes atteignables avec 3 cartes {three} "
                        "sur 6, la meilleure annonce demande 4 cartes ou plus {four}, le plus "
                        "haut total atteignable avec 3 cartes {top}",
    "designer.written": "# Le paquet {game} de référence (règle T1.2), écrit par {module}.",
    "designer.rebuild": "# Pour le refaire : `{command}` (mêmes octets).",
    "designer.made": "# Faces : chaque paire non ordonnée de faces de 1 à 6 apparaît 2 ou 3 fois. "
                     "Totaux : {cards} différents, de {low} à {high}, 3 à 7 par dizaine, {primes} "
                     "premiers.",
    "designer.objective": "# Objectif ({source}) : un bon tour sur 6 cartes retournées (T7.1) ; "
                          "mesuré sur {deals} donnes mises à part :",
    "designer.chain": "#   en chaîne (T3.3) : {figures} ;",
    "designer.pair": "#   par paire (T3.4) : {figures}.",
    "designer.user": "# Un paquet à soi n'a besoin que de {cards} ; donnez-le avec `{option}`.",
})
"""Every text Totaux says to a person, in both languages."""


def number(say: Words, n: int) -> str:
    """A whole number as Totaux writes it: plain digits in English (as it always printed
    them), grouped by threes in French (`198 516`)."""
    return say.number(n) if say.lang == "fr" else str(n)


def plain_count(say: Words, n: int, key: str) -> str:
    """A count with its noun, the number as `number` writes it: `<key>.one` for 1 (in French
    for 0 and 1, `0 carte`), `<key>.many` otherwise."""
    one = n in (0, 1) if say.lang == "fr" else n == 1
    return say(f"{key}.{'one' if one else 'many'}", n=number(say, n))


def percent(say: Words, share: float, digits: int) -> str:
    """A share as a percentage with `digits` decimals: `12.345%`, `12,345 %` (French decimal
    comma and narrow no-break space)."""
    text = f"{share:.{digits}%}"
    if say.lang != "fr":
        return text
    return text.replace(".", ",").replace("%", f"{NARROW_SPACE}%")


def decimal(say: Words, value: float, digits: int) -> str:
    """A number with its thousands grouped and `digits` decimals: `4,321.5`, `4 321,5`."""
    text = f"{value:,.{digits}f}"
    if say.lang != "fr":
        return text
    return text.replace(",", NARROW_SPACE).replace(".", ",")
