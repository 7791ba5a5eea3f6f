"""Celsius's words in English and French (solvers/words.py): solutions, verdicts and their
reasons, rounds, what a seat sees in a whole game and the help for typing a claim. French
from the sheet (celsius-fr.txt): carte froide, cartes chaudes, cartes opérateurs, manche,
piocher, défausser; a claim is an annonce, a play a calcul."""
from __future__ import annotations

from deckmath.solvers.words import Table

WORDS = Table("celsius", en={
    # counts
    "cards.one": "{n} card",
    "cards.many": "{n} cards",
    "plays.one": "{n} optimal play",
    "plays.many": "{n} optimal plays",
    # a position and its solution (C4)
    "position": "cold {cold}, hot {hot}, hand {hand}",
    "no_play": "no play reaches a hot card",
    "best": "best: {cards} to {target}: {trace}   ({plays})",
    "unreachable": "  {hot}: unreachable",
    "per_target": "  {hot}: {cards}  {trace}",
    "not_whole": "not a whole number >= 0",
    # verdicts (C5)
    "valid": "valid",
    "invalid": "invalid: {reason}",
    "rule": " ({rule})",
    "at_card": " at card {step}",
    "detail": " ({detail})",
    "optimal": "optimal for {value}: {optimal}; fewest cards overall: {overall}",
    "yes": "yes",
    "no": "no",
    "reason.card-not-in-hand": "card-not-in-hand",
    "reason.illegal-step": "illegal-step",
    "reason.not-a-hot-card": "not-a-hot-card",
    "reason.wrong-target": "wrong-target",
    "reason.hot-card-taken": "hot-card-taken",
    "reason.pass": "pass",
    "not_in_hand": "no {card} left in the hand",
    "below_zero": "{value} {card} goes below 0{cite}",
    "not_whole_step": "{value} {card} is not a whole number{cite}",
    "not_hot": "ends on {value}, not a hot value",
    "wrong_target": "ends on {value}, claimed {target}",
    "wrong_target_off": "ends on {value}, claimed {target}, which is not a hot value on the table",
    # a round (C6)
    "second_claimant": "{player} (second claim)",
    "round.pass": "{player}: pass",
    "round.valid": "{player}: valid, {cards} to {value}: {trace}",
    "round.invalid": "{player}: invalid ({reason}) {detail}",
    "round.at_card": "at card {step}: {detail}",
    "round.winner": "winner: {player} takes the cold card {cold}",
    "round.nobody": "nobody made a valid claim: the cold card {cold} is discarded",
    "round.draw_extra": "draw an extra operator card: {players}",
    "taken_before": "{value} was already taken by {player} (C6.2)",
    "taken_by_first": "{value} was taken by {player}'s first claim; a second claim may only "
                      "name a hot card no first claim took (C6.2)",
    # a whole game: refusals (IllegalMove)
    "game_over": "the game is over: its {rounds} rounds were played",
    "not_a_claim": "{action} is not a claim",
    "refused": "{reason}{where}: {detail}",
    "refused_at": " at card {step}",
    "second_on_taken": "hot-card-taken: {value} was taken by seat {seat}'s first claim; a "
                       "second claim may only name a hot card no first claim took: claim one "
                       "of those, or pass",
    # a whole game: what a seat sees (C6, C7)
    "view.round": "round {round} of {rounds} (seat {first} first, C7.1): cold {cold}, hot {hot}",
    "view.hand": "your hand: {hand}",
    "view.won": "cold cards won: {scores}",
    "view.score": "seat {seat} {won}",
    "view.score_you": "seat {seat} (you) {won}",
    "view.asked_again": "your claim lost its hot card: claim once more, only on a hot card no "
                        "first claim took, or pass (C6.2); {cards}",
    "view.free": "{hot} is free",
    "view.taken": "{hot} is taken by seat {seat} with {cards}",
    "event.dealt": "dealt: your hand {hand} (C4.1)",
    "event.table": "\nround {round}: cold {cold}, hot {hot} (C6.5)",
    "event.you_claim": "you claim: {action}",
    "event.claimed": "seat {seat} has made its claim",
    "event.announce": "claims, fewer cards first (C6.1): {claims}",
    "event.asked_you": "your claim on {value} is hot-card-taken: seat {taken_by} took it first; "
                       "you claim once more (C6.2)",
    "event.asked_seat": "seat {seat}'s claim on {value} is hot-card-taken: seat {taken_by} took "
                        "it first; it claims once more (C6.2)",
    "event.you_claim_again": "you claim again: {action}",
    "event.claimed_again": "seat {seat} has made its second claim",
    "announced.you_pass": "you pass",
    "announced.seat_pass": "seat {seat} pass",
    "announced.you": "you {claim} ({cards} to {value}, {state})",
    "announced.seat": "seat {seat} {claim} ({cards} to {value}, {state})",
    "announced.takes": "takes it",
    "announced.taken": "hot-card-taken",
    "settled.nobody": "round {round}: nobody has a valid claim: the cold card {cold} is "
                      "discarded (C6.4)",
    "settled.you_win": "round {round}: you take the cold card {cold} (C6.3)",
    "settled.seat_wins": "round {round}: seat {seat} takes the cold card {cold} (C6.3)",
    "settled.you_lost": "  your {claim} lost {value} (hot-card-taken, C6.2): its cards go back "
                        "to the hand (C7.2)",
    "settled.seat_lost": "  seat {seat}'s {claim} lost {value} (hot-card-taken, C6.2): its cards "
                         "go back to the hand (C7.2)",
    "settled.you_lost_second": "  your second claim {claim} lost {value} (hot-card-taken, "
                               "C6.2): its cards go back to the hand (C7.2)",
    "settled.seat_lost_second": "  seat {seat}'s second claim {claim} lost {value} "
                                "(hot-card-taken, C6.2): its cards go back to the hand (C7.2)",
    "settled.extra": "  one extra card (C6.4) for {players}",
    "settled.you": "you",
    "settled.seat": "seat {seat}",
    "settled.drawn": "  you draw {cards}",
    "settled.won": "  cold cards won: {scores}",
    "settled.score": "seat {seat} {won}",
    "dealt.seat": "seat {seat}",
    "action_help": """\
Type your claim as `deckmath celsius check --play` reads it: the cards of your hand in play
order, from the cold card, left to right (C3.1): `+1 x2`; a wildcard with the value you give
it: `x?=7` (C2.2); optionally the hot card you reach: `+1 x2 = 22` (C5.1). Or `pass`.
Every seat claims without seeing the others' claims (C6.1); the claims are then ordered fewer
cards first, equal lengths in seat order from the round's first seat (C6.1, C7.1), and each
hot card goes to the first valid claim on it (C6.2). A claim that lost its hot card is asked
again once, if a hot card is left that no first claim took: a claim on such a card, or pass;
second claims are settled after every first claim, among themselves in the same order, and
never take a card from a first claim (C6.2).
Refused: cards not in your hand (card-not-in-hand, C5.2), a step below 0 or an inexact
division (illegal-step, C3.2), a play that does not end on a hot card or on the one named
(not-a-hot-card, wrong-target, C5.3).""",
}, fr={
    "cards.one": "{n} carte",
    "cards.many": "{n} cartes",
    "plays.one": "{n} calcul optimal",
    "plays.many": "{n} calculs optimaux",
    "position": "froide {cold}, chaudes {hot}, main {hand}",
    "no_play": "aucun calcul n'atteint une carte chaude",
    "best": "meilleur : {cards} vers {target} : {trace}   ({plays})",
    "unreachable": "  {hot} : inaccessible",
    "per_target": "  {hot} : {cards}  {trace}",
    "not_whole": "pas un nombre entier >= 0",
    "valid": "valide",
    "invalid": "invalide : {reason}",
    "rule": " ({rule})",
    "at_card": " à la carte {step}",
    "detail": " ({detail})",
    "optimal": "optimal pour {value} : {optimal} ; le moins de cartes possible : {overall}",
    "yes": "oui",
    "no": "non",
    "reason.card-not-in-hand": "carte absente de la main",
    "reason.illegal-step": "étape interdite",
    "reason.not-a-hot-card": "pas une carte chaude",
    "reason.wrong-target": "mauvaise carte chaude",
    "reason.hot-card-taken": "carte chaude déjà prise",
    "reason.pass": "passe",
    "not_in_hand": "plus de {card} dans la main",
    "below_zero": "{value} {card} passe sous 0{cite}",
    "not_whole_step": "{value} {card} n'est pas un nombre entier{cite}",
    "not_hot": "finit sur {value}, qui n'est pas une valeur chaude",
    "wrong_target": "finit sur {value}, annoncé {target}",
    "wrong_target_off": "finit sur {value}, annoncé {target}, qui n'est pas une valeur chaude "
                        "de la table",
    "second_claimant": "{player} (deuxième annonce)",
    "round.pass": "{player} : passe",
    "round.valid": "{player} : valide, {cards} vers {value} : {trace}",
    "round.invalid": "{player} : invalide ({reason}) {detail}",
    "round.at_card": "à la carte {step} : {detail}",
    "round.winner": "gagnant : {player} prend la carte froide {cold}",
    "round.nobody": "personne n'a d'annonce valide : la carte froide {cold} est défaussée",
    "round.draw_extra": "piochent une carte opérateur de plus : {players}",
    "taken_before": "{value} était déjà prise par {player} (C6.2)",
    "taken_by_first": "{value} a été prise par la première annonce de {player} ; une deuxième "
                      "annonce ne peut viser qu'une carte chaude qu'aucune première annonce n'a "
                      "prise (C6.2)",
    "game_over": "la partie est finie : ses {rounds} manches ont été jouées",
    "not_a_claim": "{action} n'est pas une annonce",
    "refused": "{reason}{where} : {detail}",
    "refused_at": " à la carte {step}",
    "second_on_taken": "carte chaude déjà prise : {value} a été prise par la première annonce du "
                       "joueur {seat} ; une deuxième annonce ne peut viser qu'une carte chaude "
                       "qu'aucune première annonce n'a prise : annoncez l'une d'elles, ou passez",
    "view.round": "manche {round} sur {rounds} (le joueur {first} commence, C7.1) : froide "
                  "{cold}, chaudes {hot}",
    "view.hand": "votre main : {hand}",
    "view.won": "cartes froides gagnées : {scores}",
    "view.score": "joueur {seat} {won}",
    "view.score_you": "joueur {seat} (vous) {won}",
    "view.asked_again": "votre annonce a perdu sa carte chaude : annoncez une fois encore, "
                        "seulement sur une carte chaude qu'aucune première annonce n'a prise, ou "
                        "passez (C6.2) ; {cards}",
    "view.free": "{hot} est libre",
    "view.taken": "{hot} est prise par le joueur {seat} avec {cards}",
    "event.dealt": "distribué : votre main {hand} (C4.1)",
    "event.table": "\nmanche {round} : froide {cold}, chaudes {hot} (C6.5)",
    "event.you_claim": "vous annoncez : {action}",
    "event.claimed": "le joueur {seat} a fait son annonce",
    "event.announce": "annonces, les plus courtes d'abord (C6.1) : {claims}",
    "event.asked_you": "votre annonce sur {value} arrive trop tard : le joueur {taken_by} l'a "
                       "prise avant ; vous annoncez une fois encore (C6.2)",
    "event.asked_seat": "l'annonce du joueur {seat} sur {value} arrive trop tard : le joueur "
                        "{taken_by} l'a prise avant ; il annonce une fois encore (C6.2)",
    "event.you_claim_again": "vous annoncez de nouveau : {action}",
    "event.claimed_again": "le joueur {seat} a fait sa deuxième annonce",
    "announced.you_pass": "vous passez",
    "announced.seat_pass": "le joueur {seat} passe",
    "announced.you": "vous {claim} ({cards} vers {value}, {state})",
    "announced.seat": "joueur {seat} {claim} ({cards} vers {value}, {state})",
    "announced.takes": "la prend",
    "announced.taken": "déjà prise",
    "settled.nobody": "manche {round} : personne n'a d'annonce valide : la carte froide {cold} "
                      "est défaussée (C6.4)",
    "settled.you_win": "manche {round} : vous prenez la carte froide {cold} (C6.3)",
    "settled.seat_wins": "manche {round} : le joueur {seat} prend la carte froide {cold} (C6.3)",
    "settled.you_lost": "  votre annonce {claim} a perdu {value} (déjà prise, C6.2) : ses "
                        "cartes reviennent dans la main (C7.2)",
    "settled.seat_lost": "  l'annonce {claim} du joueur {seat} a perdu {value} (déjà prise, "
                         "C6.2) : ses cartes reviennent dans la main (C7.2)",
    "settled.you_lost_second": "  votre deuxième annonce {claim} a perdu {value} (déjà prise, "
                               "C6.2) : ses cartes reviennent dans la main (C7.2)",
    "settled.seat_lost_second": "  la deuxième annonce {claim} du joueur {seat} a perdu {value} "
                                "(déjà prise, C6.2) : ses cartes reviennent dans la main (C7.2)",
    "settled.extra": "  une carte de plus (C6.4) pour {players}",
    "settled.you": "vous",
    "settled.seat": "le joueur {seat}",
    "settled.drawn": "  vous piochez {cards}",
    "settled.won": "  cartes froides gagnées : {scores}",
    "settled.score": "joueur {seat} {won}",
    "dealt.seat": "joueur {seat}",
    "action_help": """\
Tapez votre annonce comme `deckmath celsius check --play` la lit : les cartes de votre main
dans l'ordre du calcul, à partir de la carte froide, de gauche à droite (C3.1) : `+1 x2` ;
un joker avec la valeur que vous lui donnez : `x?=7` (C2.2) ; et si vous voulez la carte
chaude atteinte : `+1 x2 = 22` (C5.1). Ou `pass` pour passer.
Chaque joueur annonce sans voir les annonces des autres (C6.1) ; elles sont ensuite rangées
les plus courtes d'abord, à longueur égale dans l'ordre des places à partir du premier joueur
de la manche (C6.1, C7.1), et chaque carte chaude va à la première annonce valide qui
l'atteint (C6.2). Une annonce qui a perdu sa carte chaude a droit à une deuxième annonce,
s'il reste une carte chaude qu'aucune première annonce n'a prise : une annonce sur cette
carte, ou passer ; les deuxièmes annonces sont jugées après toutes les premières, entre elles
dans le même ordre, et ne prennent jamais la carte d'une première annonce (C6.2).
Refusé : des cartes absentes de votre main (carte absente de la main, C5.2), une étape sous 0
ou une division qui ne tombe pas juste (étape interdite, C3.2), un calcul qui ne finit pas sur
une carte chaude ou sur celle annoncée (pas une carte chaude, mauvaise carte chaude, C5.3).""",
})
"""Every text Celsius says to a person, in both languages."""
