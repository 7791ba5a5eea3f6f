"""Totaux's words in English and French (solvers/words.py): solutions, verdicts and their
reasons, the refusals of a whole game, what a seat sees and reads of each event, the help for
typing an action, the deck summary, the census report and the deck designer's file header.
French from the sheet (totaux-fr.txt) and rules.fr.md: annonce, annoncer, contrer, pli,
pioche, Donneur, tour, combinaison, carte intermédiaire, total premier, annonce non réalisée.

The game's name is a fact ({game}), never a word of a template: "Totaux" is French.
English numbers stay as the game always printed them (plain digits where it printed them so);
French numbers are grouped by threes (`number`)."""
from __future__ import annotations

from deckmath.solvers.words import NARROW_SPACE, Said, Table, Words

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
    "card.bounded": "{head} {min_cards} cards min, at least {count}; e.g. {example}",
    "solution.table": "table {table} ({variant})",
    "solution.best": "best announcement: {best}; a prime total is possible: {prime}",
    "solution.none_found": "none found",
    "solution.none": "none (no total can be reached)",
    "solution.best_uncertain": "{best} (highest found; a card not reached has a higher total)",
    "solution.counted": "combinations: {count}",
    "solution.not_counted": "combinations: counts not computed; {ended}",
    "solution.at_least": "combinations: at least {count} (a bound: every combination of up to "
                         "{k} cards counted, then the counting budget was full); fewest cards: "
                         "{ended}",
    "search.every-combination": "every combination searched",
    "phase.counting": "counting every combination of {n} cards",
    "phase.bounded": "too many to count within the budget: counts given as lower bounds, "
                     "searching the fewest cards per card (fallback mode)",
    "phase.searching": "searching the fewest cards of {n} cards (no counts)",
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
    "word.pass": "pass",
    "word.give up": "give up",
    "word.trick": "trick",
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
    "card.bounded": "{head} {min_cards} cartes au minimum, au moins {count} ; par exemple "
                    "{example}",
    "solution.table": "table {table} ({variant})",
    "solution.best": "meilleure annonce : {best} ; un total premier est possible : {prime}",
    "solution.none_found": "aucune trouvée",
    "solution.none": "aucune (aucun total ne peut être atteint)",
    "solution.best_uncertain": "{best} (la plus haute trouvée ; une carte non atteinte a un total "
                               "plus élevé)",
    "solution.counted": "combinaisons : {count}",
    "solution.not_counted": "combinaisons : non comptées ; {ended}",
    "solution.at_least": "combinaisons : au moins {count} (une borne : toutes les combinaisons "
                         "d'au plus {k} cartes comptées, puis le budget du comptage était "
                         "plein) ; cartes au minimum : {ended}",
    "search.every-combination": "toutes les combinaisons ont été cherchées",
    "phase.counting": "décompte de toutes les combinaisons de {n} cartes",
    "phase.bounded": "trop de combinaisons pour les compter dans le budget : les nombres sont "
                     "donnés comme des minimums, et l'on cherche le moins de cartes pour chaque "
                     "carte (mode de repli)",
    "phase.searching": "recherche du moins de cartes parmi {n} cartes (sans décompte)",
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
    "word.pass": "passe",
    "word.give up": "abandon",
    "word.trick": "pli",
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
    "census.title": "recensement de {game} (variante {variant})",
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


ERRORS = Table("totaux.errors", en={
    # counts, as the English lines always said them (`1 cards`), French singular for 0 and 1
    "count.cards.one": "{n} cards",
    "count.cards.many": "{n} cards",
    "count.positions.one": "{n} positions",
    "count.positions.many": "{n} positions",
    "count.players.one": "{n} players",
    "count.players.many": "{n} players",
    # what a parser names (notation.py's parsers say it too)
    "what.table": "table",
    "what.positions": "positions",
    "what.position": "a position",
    "what.announce": "the announced total",
    "what.trick": "the number of the trick given back",
    "what.reference_deck": "reference deck",
    # cards and tables (T1, T2)
    "card_text": "card {card} must be a string like 35:24 (T1.3)",
    "card_no_total": "card {card} has no total: write faces:total, e.g. 35:24 (T1.3)",
    "card_faces": "card {card}: the faces must be two digits 1..6 (T1.1){foreign}",
    "foreign": " ({char} is not ASCII)",
    "card_total": "card {card}: the total must be a whole number {low}..{high} (T1.1)",
    "not_text_or_list": "{what} must be a string or a list, not {value}",
    "table_size": "table of {cards}: the solvers take {low} to {high} (T2.1)",
    "variant": "variant {value} must be chain or pair (T3.3, T3.4)",
    "not_object": "a position must be a JSON object with a {table}",
    # positions of cards on the table (T2.1, T3.1, T6.2)
    "positions_empty": "positions are empty: give one table position per card, e.g. 2,5,1",
    "positions_too_many": "{n} positions for a table of {size} cards (T3.1)",
    "position_range": "position {value} is outside the table's 1..{size} (T2.1)",
    "position_twice": "position {value} is given twice: cards are distinct (T3.1)",
    "announce_range": "announced total {total}: a total is a whole number {low}..{high} (T1.1)",
    # calculations (T4)
    "calc_text": "calculation {calc} must be a string like '4 x6 +2 -3 = 23'",
    "calc_no_equals": "calculation {calc} has no '= total' (T4.1)",
    "calc_after_equals": "calculation {calc}: after '=' comes the total, a whole number (T4.1)",
    "calc_too_long": "calculation {calc} writes {faces} faces: a combination uses at most "
                     "{most} cards, {most_faces} faces (T2.1, T4.1)",
    "calc_positions": "{positions} for a calculation of {cards}: give one table "
                      "position per card, in order (T6.2)",
    "calc_not_face": "calculation {calc}: {digits} is not a dice face 1..6 (T1.1, T4.1)",
    "calc_missing_op": "calculation {calc}: an operator is missing before {digits}",
    "calc_op_first": "calculation {calc}: operator {op} has no face before it (T4.1)",
    "calc_bad_char": "calculation {calc}: {char} is not a dice face 1..6 or an operator (T4.1)",
    "calc_no_faces": "calculation {calc} has no faces (T4.1)",
    "calc_dangling": "calculation {calc}: dangling operator {op} at the end",
    "calc_odd": "calculation {calc} has {n} faces: a calculation writes 2 + 2m (first face, two "
                "per intermediate card, last face) (T4.1)",
    "calc_pair": "calculation {calc}: the pair variant writes first face, then o(a o b) per "
                 "intermediate card, then the last operator and face, e.g. 4 x(6+2) -3 = 29 "
                 "(T4.2)",
    # claims and answers (T6)
    "check_positions": "{positions} given for a calculation of {cards}: give one "
                       "position per card, in order",
    "claim_object": "a claim must be a JSON object with a {table}",
    "one_of": "give exactly one of an announced total ({announce}) and a written calculation "
              "({calc}) (T6)",
    "positions_with_calc": "positions go with a written calculation, not an announcement",
    "positions_twice": "the positions are given twice: in the calculation (@ 1,2,5) and as "
                       "{positions}; give them once",
    "notation": "the calculation is written in {written} notation (T4.1, T4.2), not {variant}",
    "answer_form": "a {game} answer is an announced total (31) or a written calculation "
                   "('5 x1 x6 +1 = 31'), not {value}",
    "answer_fields": "a {game} answer's fields are {announce}, or {calc} and {positions}; not "
                     "{value}",
    "target_position": "{key} {value} is not a position of the table",
    # a game (T7, T8)
    "action_text": "an action is text, not {value}",
    "not_action": "{value} is not an action: type a total (31) or {pass_}, a calculation "
                  "(5 x1 x6 +1 = 31) or {give_up}, or {trick} N",
    "players": "{players}: a game of {game} takes {low} to {high}",
    # decks (T1.2)
    "deck.cards": "deck {where} needs {cards} (T1.3)",
    "deck.too_many": "deck {where} has {n} cards: at most {most} (T1.2)",
    "deck.card": "deck {where}: {error}",
    "deck.few": "deck {where} has {cards}; a deal turns {size} (T7.1)",
    # a census
    "census.chunk_size": "{keyword}: give 1 to {most} deals",
    "census.sample": "{keyword}: give 1 to {most:,} deals (the deck has {population:,} deals "
                     "of {size} cards)",
    "census.either": "give either {deals} or {sample}",
    "census.deals": "{keyword}: the only choice is {all}",
    "census.seed": "{seed} goes with {sample} ({deals} draws nothing)",
    "census.variant": "{keyword}: choose chain (T3.3) or pair (T3.4)",
    # tables too large for the memory budget
    "too_large.total": "total {total}: no combination of up to {cards} cards reaches it; with "
                       "more cards it is unknown (table of {n} cards too large to search "
                       "further within the memory budget)",
    "too_large.count": "table of {n} cards needs more than {states} states to count every "
                       "combination exactly (memory budget, {mb} MB); tables of up to 9 or 10 "
                       "cards fit",
    "too_large.list": "listing needs every combination of the table; {n} cards are too many "
                      "for the memory budget (solving without a listing searches up to {cards} "
                      "cards)",
    # the command line
    "cli.table": "give {table} (or {batch} FILE)",
    "cli.list": "{option} {value}: give a number of combinations from 1 to {most}, or {all}",
    "cli.no_counts": "{no_counts} goes with one {table}, without {list}",
    "cli.list_batch": "{list} lists one table's combinations: it does not go with {batch}",
    "cli.variant_batch": "{variant} does not go with {batch}: give \"{key}\" on each line",
    "cli.option": "{option}: {error}",
}, fr={
    "count.cards.one": "{n} carte",
    "count.cards.many": "{n} cartes",
    "count.positions.one": "{n} position",
    "count.positions.many": "{n} positions",
    "count.players.one": "{n} joueur",
    "count.players.many": "{n} joueurs",
    "what.table": "la table",
    "what.positions": "les positions",
    "what.position": "une position",
    "what.announce": "le total annoncé",
    "what.trick": "le numéro du pli rendu",
    "what.reference_deck": "de référence",
    "card_text": "la carte {card} doit être un texte comme 35:24 (T1.3)",
    "card_no_total": "la carte {card} n'a pas de total : écrivez faces:total, par exemple 35:24 "
                     "(T1.3)",
    "card_faces": "la carte {card} : les faces doivent être deux chiffres de 1 à 6 "
                  "(T1.1){foreign}",
    "foreign": " ({char} n'est pas un caractère ASCII)",
    "card_total": "la carte {card} : le total doit être un nombre entier de {low} à {high} "
                  "(T1.1)",
    "not_text_or_list": "{what} : il faut un texte ou une liste, pas {value}",
    "table_size": "table de {cards} : les solveurs en prennent de {low} à {high} (T2.1)",
    "variant": "la variante {value} doit être chain ou pair (T3.3, T3.4)",
    "not_object": "une position doit être un objet JSON avec une clé {table}",
    "positions_empty": "aucune position : donnez une position sur la table par carte, par "
                       "exemple 2,5,1",
    "positions_too_many": "{n} positions pour une table de {size} cartes (T3.1)",
    "position_range": "la position {value} n'est pas sur la table, numérotée de 1 à {size} "
                      "(T2.1)",
    "position_twice": "la position {value} est donnée deux fois : les cartes sont distinctes "
                      "(T3.1)",
    "announce_range": "total annoncé {total} : un total est un nombre entier de {low} à {high} "
                      "(T1.1)",
    "calc_text": "le calcul {calc} doit être un texte comme '4 x6 +2 -3 = 23'",
    "calc_no_equals": "le calcul {calc} n'a pas de '= total' (T4.1)",
    "calc_after_equals": "le calcul {calc} : après '=' vient le total, un nombre entier (T4.1)",
    "calc_too_long": "le calcul {calc} écrit {faces} faces : une combinaison utilise au plus "
                     "{most} cartes, soit {most_faces} faces (T2.1, T4.1)",
    "calc_positions": "{positions} pour un calcul de {cards} : donnez une position sur "
                      "la table par carte, dans l'ordre (T6.2)",
    "calc_not_face": "le calcul {calc} : {digits} n'est pas une face de dé de 1 à 6 "
                     "(T1.1, T4.1)",
    "calc_missing_op": "le calcul {calc} : il manque un opérateur avant {digits}",
    "calc_op_first": "le calcul {calc} : l'opérateur {op} n'a pas de face avant lui (T4.1)",
    "calc_bad_char": "le calcul {calc} : {char} n'est ni une face de dé de 1 à 6 ni un "
                     "opérateur (T4.1)",
    "calc_no_faces": "le calcul {calc} n'a aucune face (T4.1)",
    "calc_dangling": "le calcul {calc} : l'opérateur {op} reste seul à la fin",
    "calc_odd": "le calcul {calc} a {n} faces : un calcul en écrit 2 + 2m (la première face, "
                "deux par carte intermédiaire, la dernière face) (T4.1)",
    "calc_pair": "le calcul {calc} : la variante par paire écrit la première face, puis "
                 "o(a o b) par carte intermédiaire, puis le dernier opérateur et la dernière "
                 "face, par exemple 4 x(6+2) -3 = 29 (T4.2)",
    "check_positions": "{positions} données pour un calcul de {cards} : donnez une "
                       "position par carte, dans l'ordre",
    "claim_object": "une réponse à vérifier doit être un objet JSON avec une clé {table}",
    "one_of": "donnez exactement l'un des deux : un total annoncé (\"{announce}\") ou un calcul "
              "écrit (\"{calc}\") (T6)",
    "positions_with_calc": "les positions vont avec un calcul écrit, pas avec une annonce",
    "positions_twice": "les positions sont données deux fois : dans le calcul (@ 1,2,5) et en "
                       "\"{positions}\" ; donnez-les une seule fois",
    "notation": "le calcul est écrit dans la notation {written} (T4.1, T4.2), pas {variant}",
    "answer_form": "une réponse de {game} est un total annoncé (31) ou un calcul écrit "
                   "('5 x1 x6 +1 = 31'), pas {value}",
    "answer_fields": "les champs d'une réponse de {game} sont \"{announce}\", ou \"{calc}\" et "
                     "\"{positions}\" ; pas {value}",
    "target_position": "{key} {value} n'est pas une position de la table",
    "action_text": "une action s'écrit en texte, pas {value}",
    "not_action": "{value} n'est pas une action : tapez un total (31) ou `{pass_}`, un calcul "
                  "(5 x1 x6 +1 = 31) ou `{give_up}`, ou `{trick} N`",
    "players": "{players} : une partie de {game} se joue de {low} à {high}",
    "deck.cards": "le paquet {where} doit avoir `{cards}` (T1.3)",
    "deck.too_many": "le paquet {where} a {n} cartes : au plus {most} (T1.2)",
    "deck.card": "le paquet {where} : {error}",
    "deck.few": "le paquet {where} a {cards} ; une donne en retourne {size} (T7.1)",
    "census.chunk_size": "{keyword} : donnez de 1 à {most} donnes",
    "census.sample": "{keyword} : donnez de 1 à {most} donnes (le paquet en a {population} "
                     "de {size} cartes)",
    "census.either": "donnez soit {deals}, soit {sample}",
    "census.deals": "{keyword} : le seul choix est {all}",
    "census.seed": "`{seed}` va avec {sample} ({deals} ne tire rien au sort)",
    "census.variant": "{keyword} : choisissez chain (T3.3) ou pair (T3.4)",
    "too_large.total": "total {total} : aucune combinaison de {cards} cartes au plus ne "
                       "l'atteint ; avec plus de cartes, on ne sait pas (une table de {n} "
                       "cartes est trop grande pour chercher plus loin dans la mémoire permise)",
    "too_large.count": "une table de {n} cartes demande plus de {states} états pour compter "
                       "exactement chaque combinaison (mémoire permise : {mb} Mo) ; les tables "
                       "de 9 ou 10 cartes au plus y tiennent",
    "too_large.list": "la liste demande toutes les combinaisons de la table ; {n} cartes, "
                      "c'est trop pour la mémoire permise (sans liste, la résolution cherche "
                      "jusqu'à {cards} cartes)",
    "cli.table": "donnez {table} (ou {batch} FICHIER)",
    "cli.list": "{option} {value} : donnez un nombre de combinaisons de 1 à {most}, ou {all}",
    "cli.no_counts": "{no_counts} va avec une seule {table}, sans {list}",
    "cli.list_batch": "{list} liste les combinaisons d'une seule table : il ne va pas avec "
                      "{batch}",
    "cli.variant_batch": "{variant} ne va pas avec {batch} : donnez \"{key}\" sur chaque ligne",
    "cli.option": "{option} : {error}",
})
"""Totaux's refusals of what a person typed or asked (InputError), in both languages: the
English is the line the parsers always gave; the game's name is a fact ({game})."""


def count_of(noun: str, n: int) -> Said:
    """`n` with its noun (`cards`, `positions`, `players`) for a refusal: singular in French
    for 0 and 1, as French writes `1 carte`; English as its lines always said it."""
    return ERRORS.said(f"count.{noun}.{'one' if n in (0, 1) else 'many'}", n=n)
