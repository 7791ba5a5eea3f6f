"""Celsius's words in English and French (solvers/words.py): solutions, verdicts and their
reasons, rounds, what a seat sees in a whole game and the help for typing a claim. French
from the sheet (celsius-fr.txt): carte froide, cartes chaudes, cartes opérateurs, manche,
piocher, défausser; a claim is an annonce, a play a calcul."""
from __future__ import annotations

from deckmath.solvers.words import Said, Table

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
    "word.pass": "pass",
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
    "word.pass": "passe",
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

ERRORS = Table("celsius.errors", en={
    # counts, as the English lines always said them (`1 hot cards`), French singular for 0, 1
    "count.hot_cards.one": "{n} hot cards",
    "count.hot_cards.many": "{n} hot cards",
    "count.operator_cards.one": "{n} operator cards",
    "count.operator_cards.many": "{n} operator cards",
    "count.players.one": "{n} players",
    "count.players.many": "{n} players",
    # what a parser names (notation.py's parsers say it too)
    "what.card": "card",
    "what.played_card": "played card",
    "what.hand": "hand",
    "what.play": "play",
    "what.hot_values": "hot values",
    "what.cold": "cold value",
    "what.hot": "hot value",
    "what.target": "target",
    "what.named_by": "hot value named by {name}",
    "what.reference_deck": "reference deck",
    # cards, hands, plays (C2)
    "not_text_or_list": "{what} must be a string or a list, not {value}",
    "not_card_text": "{what} {value} must be a string like +3 or {wild} (C2.1)",
    "empty": "empty {what}",
    "unknown_op": "unknown {what} {token}: {char} is not one of + - x /",
    "unknown": "unknown {what} {token}: {why}",
    "why.not_digit": "{char} is not a digit",
    "why.operand": "operand must be a whole number 1..10 or {wild}",
    "why.operand_range": "operand {value} is outside 1..10",
    "wild_value": "played wildcard {token} needs its value, e.g. {example}",
    "empty_play": "empty play: a play uses at least one card (C4.2)",
    "play_too_long": "play of {n} cards: a hand holds at most {most} (C4.1)",
    "two_targets": "the play names {named} but the target given is {given}",
    # a position (C1, C4.1)
    "cold_range": "cold value {value} is outside {low}..{high} (C1.1)",
    "no_hot": "no hot value: give at least one (C4.1)",
    "hot_range": "hot value {value} is outside {low}..{high}",
    "hot_twice": "hot value {value} is given twice",
    "empty_hand": "empty hand: a hand holds 1 to {most} operator cards (C4.1)",
    "hand_too_big": "hand of {n} cards: a hand holds at most {most} (C4.1)",
    "hot_too_many": "{n} hot values: a table holds at most {most}, the whole hot pile "
                    "(C1.2, C4.1)",
    "not_object": "a position must be a JSON object with {cold}, {hot} and {hand}",
    "target_range": "target {value} is outside {low}..{high}",
    "too_many_plays": "at least {n:,} optimal plays: beyond what deckmath counts (C4.5)",
    # a round (C6)
    "claim_form": "claim {value} must read 'player: cards' or 'player: {pass_}'",
    "hand_form": "hand {value} must read 'player: cards'",
    "hand_no_claim": "hand given for {name}, who has no claim",
    "three_claims": "player {name} has more than two claims: a player whose claim was "
                    "hot-card-taken may announce one more, once (C6.2)",
    "claim_hand_big": "hand of {player} has more than {most} cards (C4.1)",
    "second_claim": "player {name} has a second claim but {why}: only a claim that was "
                    "hot-card-taken may be followed by another (C6.2)",
    "why.passed": "passed",
    "why.was_valid": "made a valid claim",
    "why.was_invalid": "made a claim that is invalid ({reason})",
    "hand_twice": "hand of {name} is given twice",
    # answers (the library's and the page's check)
    "answer_form": "a Celsius answer is a play such as '+1 x2' (its cards in order), not {value}",
    "answer_fields": "a Celsius answer's fields are {play} and, optionally, {target}; not {value}",
    # decks (C1.4) and games (C4.1)
    "deck.no_entry": "deck {where} has no {key} entry",
    "deck.operators": "deck {where}: {key} must be a table of \"card\" = copies",
    "deck.too_many": "deck {where} has more than {most} cold and hot cards",
    "deck.cold_range": "deck {where}: cold value {value} is outside {low}..{high}",
    "deck.hot_range": "deck {where}: hot value {value} is outside {low}..{high}",
    "deck.hot_distinct": "deck {where}: hot values must be distinct",
    "deck.card": "deck {where}: {error}",
    "deck.copies": "deck {where}: copies of {token} must be a whole number >= 1",
    "deck.too_many_operators": "deck {where} has more than {most} operator cards "
                               "({token} = {copies}): a box holds 80 (C1.3)",
    "deck.not_list": "deck {where}: {key} must be a non-empty list of whole numbers",
    "deck.few_hot": "deck {name} has {hot}; {needed} are needed",
    "deck.few_hot_rule": "deck {name} has {hot}; {needed} are needed (C4.1)",
    "deck.few_operators": "deck {name} has too few operator cards for {players} hands",
    "players": "{players}: Celsius is played by 2 to 4",
    "game.players": "{players}: Celsius is played by {low} to {high} (C4.1)",
    "game.few_hot": "deck {name} has {hot}; a game of {players} needs {needed} (C4.1)",
    "game.few_operators": "deck {name} has too few operator cards for {players} players "
                          "({needed} at least, C4.1)",
    "game.cold_rounds": "deck {name} has {n} cold cards: a game of {n} rounds could leave a "
                        "hand of {largest} cards, more than the {most} a position holds "
                        "(C4.1, C6.4)",
    # a census
    "census.either": "give either {sample} or {all_hands}",
    "census.hand_size": "{keyword}: give 1 to {most} cards (C4.1)",
    "census.hand_deck": "{keyword}: the deck has {operators}",
    "census.chunk_size": "{keyword}: give 1 to {most} positions",
    "census.sample": "{keyword}: give 1 to {most:,} positions",
    "census.all_hands": "{keywords}: the deck has {n:,} distinct hands of {k}, more than the "
                        "{most:,} an all-hands census visits; use {sample}",
    # the command line
    "cli.position": "give {cold}, {hot} and {hand} (or {batch} FILE)",
    "cli.play": "give {play} (the claimed cards in order)",
}, fr={
    "count.hot_cards.one": "{n} carte chaude",
    "count.hot_cards.many": "{n} cartes chaudes",
    "count.operator_cards.one": "{n} carte opérateur",
    "count.operator_cards.many": "{n} cartes opérateurs",
    "count.players.one": "{n} joueur",
    "count.players.many": "{n} joueurs",
    "what.card": "la carte",
    "what.played_card": "la carte jouée",
    "what.hand": "la main",
    "what.play": "le calcul",
    "what.hot_values": "les cartes chaudes",
    "what.cold": "la carte froide",
    "what.hot": "la carte chaude",
    "what.target": "la carte chaude visée",
    "what.named_by": "la carte chaude annoncée par {name}",
    "what.reference_deck": "de référence",
    "not_text_or_list": "{what} : il faut un texte ou une liste, pas {value}",
    "not_card_text": "{what} {value} doit être un texte comme +3 ou {wild} (C2.1)",
    "empty": "{what} est vide",
    "unknown_op": "{what} {token} n'est pas valable : {char} n'est pas l'un de + - x /",
    "unknown": "{what} {token} n'est pas valable : {why}",
    "why.not_digit": "{char} n'est pas un chiffre",
    "why.operand": "l'opérande doit être un nombre entier de 1 à 10, ou {wild}",
    "why.operand_range": "l'opérande {value} n'est pas entre 1 et 10",
    "wild_value": "le joker joué {token} doit dire la valeur qu'il prend, par exemple {example}",
    "empty_play": "calcul vide : un calcul utilise au moins une carte (C4.2)",
    "play_too_long": "calcul de {n} cartes : une main en compte au plus {most} (C4.1)",
    "two_targets": "le calcul annonce {named} mais la carte chaude visée est {given}",
    "cold_range": "la carte froide {value} n'est pas entre {low} et {high} (C1.1)",
    "no_hot": "aucune carte chaude : donnez-en au moins une (C4.1)",
    "hot_range": "la carte chaude {value} n'est pas entre {low} et {high}",
    "hot_twice": "la carte chaude {value} est donnée deux fois",
    "empty_hand": "main vide : une main compte de 1 à {most} cartes opérateurs (C4.1)",
    "hand_too_big": "main de {n} cartes : une main en compte au plus {most} (C4.1)",
    "hot_too_many": "{n} cartes chaudes : la table en compte au plus {most}, toute la pioche "
                    "des cartes chaudes (C1.2, C4.1)",
    "not_object": "une position doit être un objet JSON avec {cold}, {hot} et {hand}",
    "target_range": "la carte chaude visée {value} n'est pas entre {low} et {high}",
    "too_many_plays": "au moins {n} calculs optimaux : au-delà de ce que deckmath sait "
                      "compter (C4.5)",
    "claim_form": "l'annonce {value} doit s'écrire 'joueur: cartes' ou 'joueur: {pass_}'",
    "hand_form": "la main {value} doit s'écrire 'joueur: cartes'",
    "hand_no_claim": "main donnée pour {name}, qui n'a fait aucune annonce",
    "three_claims": "{name} a fait plus de deux annonces : un joueur dont l'annonce a perdu sa "
                    "carte chaude (carte chaude déjà prise) peut en faire une seule autre (C6.2)",
    "claim_hand_big": "la main de {player} a plus de {most} cartes (C4.1)",
    "second_claim": "{name} fait une deuxième annonce alors que sa première {why} : seule "
                    "une annonce dont la carte chaude était déjà prise peut être suivie d'une "
                    "autre (C6.2)",
    "why.passed": "était de passer",
    "why.was_valid": "était valable",
    "why.was_invalid": "était invalide ({reason})",
    "hand_twice": "la main de {name} est donnée deux fois",
    "answer_form": "une réponse de Celsius est un calcul comme '+1 x2' (ses cartes dans "
                   "l'ordre), pas {value}",
    "answer_fields": "les champs d'une réponse de Celsius sont \"{play}\" et, au besoin, "
                     "\"{target}\" ; pas {value}",
    "deck.no_entry": "le paquet {where} n'a pas d'entrée {key}",
    "deck.operators": "le paquet {where} : {key} doit être une table de \"carte\" = exemplaires",
    "deck.too_many": "le paquet {where} a plus de {most} cartes froides et chaudes",
    "deck.cold_range": "le paquet {where} : la carte froide {value} n'est pas entre {low} et "
                       "{high}",
    "deck.hot_range": "le paquet {where} : la carte chaude {value} n'est pas entre {low} et "
                      "{high}",
    "deck.hot_distinct": "le paquet {where} : les cartes chaudes doivent être toutes "
                         "différentes",
    "deck.card": "le paquet {where} : {error}",
    "deck.copies": "le paquet {where} : le nombre d'exemplaires de {token} doit être un nombre "
                   "entier >= 1",
    "deck.too_many_operators": "le paquet {where} a plus de {most} cartes opérateurs "
                               "({token} = {copies}) : une boîte en contient 80 (C1.3)",
    "deck.not_list": "le paquet {where} : l'entrée {key} doit être une liste non vide de nombres "
                     "entiers",
    "deck.few_hot": "le paquet {name} a {hot} ; il en faut {needed}",
    "deck.few_hot_rule": "le paquet {name} a {hot} ; il en faut {needed} (C4.1)",
    "deck.few_operators": "le paquet {name} n'a pas assez de cartes opérateurs pour {players} "
                          "mains",
    "players": "{players} : Celsius se joue de 2 à 4",
    "game.players": "{players} : Celsius se joue de {low} à {high} (C4.1)",
    "game.few_hot": "le paquet {name} a {hot} ; une partie à {players} joueurs en demande "
                    "{needed} (C4.1)",
    "game.few_operators": "le paquet {name} n'a pas assez de cartes opérateurs pour {players} "
                          "joueurs (au moins {needed}, C4.1)",
    "game.cold_rounds": "le paquet {name} a {n} cartes froides : une partie de {n} manches "
                        "pourrait laisser une main de {largest} cartes, plus que les {most} "
                        "qu'une position peut tenir (C4.1, C6.4)",
    "census.either": "donnez soit {sample}, soit {all_hands}",
    "census.hand_size": "{keyword} : donnez de 1 à {most} cartes (C4.1)",
    "census.hand_deck": "{keyword} : le paquet a {operators}",
    "census.chunk_size": "{keyword} : donnez de 1 à {most} positions",
    "census.sample": "{keyword} : donnez de 1 à {most} positions",
    "census.all_hands": "{keywords} : le paquet a {n} mains différentes de {k} cartes, plus "
                        "que les {most} qu'un recensement de toutes les mains parcourt ; "
                        "utilisez {sample}",
    "cli.position": "donnez {cold}, {hot} et {hand} (ou {batch} FICHIER)",
    "cli.play": "donnez {play} (les cartes annoncées, dans l'ordre)",
})
"""Celsius's refusals of what a person typed or asked (InputError), in both languages: the
English is the line the parsers always gave."""


def count_of(noun: str, n: int) -> Said:
    """`n` with its noun (`hot_cards`, `operator_cards`, `players`) for a refusal: singular
    in French for 0 and 1, as French writes `1 carte chaude`; English as its lines always
    said it."""
    return ERRORS.said(f"count.{noun}.{'one' if n in (0, 1) else 'many'}", n=n)
