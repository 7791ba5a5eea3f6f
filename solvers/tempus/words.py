"""Professor Tempus's words in English and French (solvers/words.py): solutions, legal moves,
verdicts and their reasons, dealt positions, decks, the refusals of whole games, what a seat
sees and the help for typing a move. French from the sheet (professor-tempus-fr.txt) and the
French rules (rules.fr.md): porte-cartes, série, sabliers, pioche, manche, cartes gagnées; the
move verbs are the puzzle sheets' (puzzles.WORDS): ouvrir, prendre, déposer, enterrer. A seat
is "joueur N", never `J1`, which names the Joker 1.

English keeps its text as it always printed it, a count of 1 included (`1 moves left`), so the
English `.one` forms of the counts repeat the plural."""
from __future__ import annotations

from deckmath.solvers.words import Said, Table, Words

WORDS = Table("tempus", en={
    # counts
    "moves_left.one": "{n} moves left",
    "moves_left.many": "{n} moves left",
    "legal.one": "{n} legal moves",
    "legal.many": "{n} legal moves",
    "hourglasses.one": "{n} hourglasses",
    "hourglasses.many": "{n} hourglasses",
    "cards.one": "{n} cards",
    "cards.many": "{n} cards",
    "rounds.one": "{n} rounds",
    "rounds.many": "{n} rounds",
    "nodes": "{n} nodes",
    # a move (P3): its verb and the rest of its notation
    "move": "{verb} {rest}",
    "move.open": "open",
    "move.capture": "capture",
    "move.dump": "dump",
    "move.bury": "bury",
    # a solution (P3, P4.1, P4.2)
    "to_move": "player {seat} to move, {left} in the round",
    "what.two": "hourglasses in front of player {seat} minus the opponent's",
    "what.more": "hourglasses in front of player {seat}, opponents minimising them",
    "over": "the round is over: value {value} ({what})",
    "best": "best move: {move}",
    "value.two": "value: {value} ({what} at the end of the round)",
    "value.more": "value: {value} ({what}, at the end of the round)",
    "proven.yes": "proven: yes; {nodes}",
    "proven.no": "proven: no (searched {depth} moves deep); {nodes}",
    # the legal moves
    "moves.over": "the round is over: every player holds 2 cards (P4.1)",
    "moves.head": "player {seat} to move, {legal}:",
    # verdicts (P3, P4.1)
    "valid": "valid: {move}",
    "invalid": "invalid: {reason} ({rule})",
    "rule": "{number}: {why}",
    "reason.round-over": "round-over",
    "reason.not-in-hand": "not-in-hand",
    "reason.must-bury": "must-bury",
    "reason.no-free-holder": "no-free-holder",
    "reason.no-such-series": "no-such-series",
    "reason.own-series": "own-series",
    "reason.wrong-direction": "wrong-direction",
    "reason.wrong-colour": "wrong-colour",
    "reason.cannot-bury": "cannot-bury",
    "why.round-over": "every player holds 2 cards, the round is over",
    "why.not-in-hand": "the card must come from the hand of the player to move",
    "why.must-bury": "every series is in front of the player to move, who must bury a card",
    "why.no-free-holder": "opening needs a free holder",
    "why.no-such-series": "that holder is free, there is no series to play on",
    "why.own-series": "never on a series in front of yourself",
    "why.wrong-direction": "the card must follow the series' direction strictly",
    "why.wrong-colour": "the card must match the series' colour (a Joker goes on any)",
    "why.cannot-bury": "a card is buried only when every series is in front of the mover",
    # a dealt position (`tempus position`) and a deck (`tempus deck --check`)
    "dealt.head": "seed {seed}: {players} players, player {seat} to move, {left} in the round "
                  "(P4.1); cards with their hourglasses",
    "dealt.hand": "  hand {number}: {cards}",
    "dealt.holder": "  holder {number}: player {owner}, {direction}, {cards}",
    "dealt.free": "  holder {number}: free",
    "deck.summary": "deck {name}: {cards}, {hourglasses} ({colours}); cards showing 0-3 "
                    "hourglasses: {showing} (P1.1, P1.2)",
    "deck.colour": "{colour} {n}",
    "deck.red": "red",
    "deck.mauve": "mauve",
    "deck.joker": "joker",
    "deck.showing": "{cards} with {n}",
    # a whole game: refusals (IllegalMove)
    "game_over": "the game is over: the pile could not refill every hand",
    "not_a_move": "{action} is not a move: open, capture, dump or bury",
    "cannot_play": "seat {seat} cannot play {move}: {why}",
    # a whole game: what a seat sees (P2-P6)
    "view.hand": "hand: {cards} (seat {seat}; round {round}, seat {first} started it)",
    "view.none": "(none)",
    "view.series": "  holder {number}: seat {owner}'s, {direction}, {cards} ({worth})",
    "view.free.one": "  holder {numbers}: free",
    "view.free.many": "  holders {numbers}: free",
    "view.seats": "  seats 1-{players}: cards in hand {sizes}, hourglasses {hourglasses}; draw "
                  "pile {pile}",
    "view.buried": "  you buried: {cards}",
    "event.dealt": "the cards are dealt (P2.1, P6.1)",
    "event.reshuffle": "the pile cannot refill every hand: hourglasses counted {counted}; all 63 "
                       "cards are shuffled and dealt again (P6.5)",
    "event.hands": "{head}: you hold {cards}; seat {first} starts round {round}",
    "event.open": "seat {seat} opens holder {holder}, {direction}, with {card} (P3.1)",
    "event.capture": "seat {seat} captures holder {holder} from seat {owner} with {card} (P3.2)",
    "event.dump": "seat {seat} dumps {card} under holder {holder}, which seat {owner} keeps "
                  "(P3.3)",
    "event.bury": "seat {seat} buries {card} under the draw pile (P3.4, P6.2)",
    "event.a_card": "a card",
    "event.round": "round {round} ends: hourglasses taken {scored} (P4.2)",
    "event.scored": "seat {seat} {n}",
    "event.drawn": "; you draw {cards} (P6.3); seat {first} starts round {next} (P4.3)",
    "event.end": "the pile cannot refill every hand: the game ends after {rounds} (P5.1, P6.4)",
    "dealt.round": "round {round}, hands open",
    "action_help": (
        "type one move (P3): `open + R12` puts R12 in the lowest-numbered free holder, "
        "ascending (+) or descending (-), in front of you (P3.1); `capture 3 J9` plays J9 on the "
        "series in holder 3, in front of an opponent, and takes it (P3.2: higher on +, lower on "
        "-, same colour; a Joker goes on any colour and on a card of its value); `dump 1 M4` "
        "puts M4 under an opponent's series in holder 1, which they keep (P3.3); `bury M4` puts "
        "M4 under the draw pile, only when all three series are in front of you (P3.4). The "
        "round ends when every hand holds 2 cards (P4.1)."),
}, fr={
    "moves_left.one": "{n} coup restant",
    "moves_left.many": "{n} coups restants",
    "legal.one": "{n} coup possible",
    "legal.many": "{n} coups possibles",
    "hourglasses.one": "{n} sablier",
    "hourglasses.many": "{n} sabliers",
    "cards.one": "{n} carte",
    "cards.many": "{n} cartes",
    "rounds.one": "{n} manche",
    "rounds.many": "{n} manches",
    "nodes": "{n} nœuds",
    "move": "{verb} {rest}",
    "move.open": "ouvrir",
    "move.capture": "prendre",
    "move.dump": "déposer",
    "move.bury": "enterrer",
    "to_move": "le joueur {seat} joue, {left} dans la manche",
    "what.two": "sabliers devant le joueur {seat} moins ceux de l'adversaire",
    "what.more": "sabliers devant le joueur {seat}, face à des adversaires qui les minimisent",
    "over": "la manche est finie : valeur {value} ({what})",
    "best": "meilleur coup : {move}",
    "value.two": "valeur : {value} ({what} à la fin de la manche)",
    "value.more": "valeur : {value} ({what}, à la fin de la manche)",
    "proven.yes": "prouvé : oui ; {nodes}",
    "proven.no": "prouvé : non (recherche à {depth} coups de profondeur) ; {nodes}",
    "moves.over": "la manche est finie : tous les joueurs n'ont plus que 2 cartes en main (P4.1)",
    "moves.head": "le joueur {seat} joue, {legal} :",
    "valid": "valide : {move}",
    "invalid": "invalide : {reason} ({rule})",
    "rule": "{number} : {why}",
    "reason.round-over": "manche finie",
    "reason.not-in-hand": "carte absente de la main",
    "reason.must-bury": "enterrer obligatoire",
    "reason.no-free-holder": "aucun porte-cartes libre",
    "reason.no-such-series": "aucune série",
    "reason.own-series": "série devant vous",
    "reason.wrong-direction": "mauvais ordre",
    "reason.wrong-colour": "mauvaise couleur",
    "reason.cannot-bury": "enterrer interdit",
    "why.round-over": "tous les joueurs n'ont plus que 2 cartes en main, la manche est finie",
    "why.not-in-hand": "la carte doit venir de la main du joueur dont c'est le tour",
    "why.must-bury": "toutes les séries sont devant le joueur dont c'est le tour, qui doit "
                     "enterrer une carte",
    "why.no-free-holder": "pour ouvrir, il faut un porte-cartes libre",
    "why.no-such-series": "ce porte-cartes est libre, il n'y a pas de série où jouer",
    "why.own-series": "jamais sur une série qui est déjà devant vous",
    "why.wrong-direction": "la carte doit respecter strictement l'ordre de la série",
    "why.wrong-colour": "la carte doit être de la couleur de la série (un Joker va sur toutes)",
    "why.cannot-bury": "on n'enterre une carte que si toutes les séries sont devant le joueur "
                       "dont c'est le tour",
    "dealt.head": "graine {seed} : {players} joueurs, le joueur {seat} joue, {left} dans la "
                  "manche (P4.1) ; cartes avec leurs sabliers",
    "dealt.hand": "  main {number} : {cards}",
    "dealt.holder": "  porte-cartes {number} : joueur {owner}, {direction}, {cards}",
    "dealt.free": "  porte-cartes {number} : libre",
    "deck.summary": "paquet {name} : {cards}, {hourglasses} ({colours}) ; cartes portant 0 à 3 "
                    "sabliers : {showing} (P1.1, P1.2)",
    "deck.colour": "{n} sur les {colour}",
    "deck.red": "rouges",
    "deck.mauve": "mauves",
    "deck.joker": "jokers",
    "deck.showing": "{cards} avec {n}",
    "game_over": "la partie est finie : la pioche ne pouvait plus compléter toutes les mains",
    "not_a_move": "{action} n'est pas un coup : ouvrir, prendre, déposer ou enterrer",
    "cannot_play": "le joueur {seat} ne peut pas jouer «\u202f{move}\u202f» : {why}",
    "view.hand": "main : {cards} (vous êtes le joueur {seat} ; manche {round}, commencée par le "
                 "joueur {first})",
    "view.none": "(aucune)",
    "view.series": "  porte-cartes {number} : série du joueur {owner}, {direction}, {cards} "
                   "({worth})",
    "view.free.one": "  porte-cartes {numbers} : libre",
    "view.free.many": "  porte-cartes {numbers} : libres",
    "view.seats": "  joueurs 1 à {players} : cartes en main {sizes}, sabliers {hourglasses} ; "
                  "pioche de {pile}",
    "view.buried": "  vous avez enterré : {cards}",
    "event.dealt": "les cartes sont distribuées (P2.1, P6.1)",
    "event.reshuffle": "la pioche ne peut pas compléter toutes les mains : sabliers comptés "
                       "{counted} ; les 63 cartes sont mélangées et distribuées à nouveau (P6.5)",
    "event.hands": "{head} : vous avez {cards} ; le joueur {first} commence la manche "
                   "{round}",
    "event.open": "le joueur {seat} ouvre le porte-cartes {holder}, {direction}, avec {card} "
                  "(P3.1)",
    "event.capture": "le joueur {seat} prend la série du porte-cartes {holder} au joueur {owner} "
                     "avec {card} (P3.2)",
    "event.dump": "le joueur {seat} dépose {card} sous la série du porte-cartes {holder}, que le "
                  "joueur {owner} conserve (P3.3)",
    "event.bury": "le joueur {seat} enterre {card} sous la pioche (P3.4, P6.2)",
    "event.a_card": "une carte",
    "event.round": "fin de la manche {round} : sabliers gagnés {scored} (P4.2)",
    "event.scored": "{n} pour le joueur {seat}",
    "event.drawn": " ; vous piochez {cards} (P6.3) ; le joueur {first} commence la manche {next} "
                   "(P4.3)",
    "event.end": "la pioche ne peut pas compléter toutes les mains : la partie se termine après "
                 "{rounds} (P5.1, P6.4)",
    "dealt.round": "manche {round}, mains visibles",
    "action_help": (
        "jouez un coup (P3) : `ouvrir + R12` pose R12 dans le porte-cartes libre de plus petit "
        "numéro, ordre croissant (+) ou décroissant (-), devant vous (P3.1) ; `prendre 3 J9` "
        "pose J9 sur la série du porte-cartes 3, devant un adversaire, et vous la prenez (P3.2 : "
        "plus haute sur +, plus basse sur -, de la même couleur ; un Joker va sur toutes les "
        "couleurs et sur une carte de sa valeur) ; `déposer 1 M4` pose M4 sous la série d'un "
        "adversaire dans le porte-cartes 1, qu'il conserve (P3.3) ; `enterrer M4` pose M4 sous "
        "la pioche, seulement quand les trois séries sont devant vous (P3.4). La manche se "
        "termine quand chaque main n'a plus que 2 cartes (P4.1). Les mots anglais se lisent "
        "aussi : `open`, `capture`, `dump`, `bury`."),
})
"""Every text Professor Tempus says to a person, in both languages."""

def said_move(move: object) -> Said:
    """A move in the notation of P3 with its verb in the reader's language (`dump 1 M12`,
    `déposer 1 M12`), to say later; the rest (holder, direction, card) is notation, the same
    in both."""
    verb, rest = str(move).split(" ", 1)
    return WORDS.said("move", verb=WORDS.said(f"move.{verb}"), rest=rest)


def move_words(move: object, say: Words) -> str:
    """A move said now, in the language of `say` (said_move)."""
    return said_move(move).text(say.lang)


def count_nodes(n: int, say: Words) -> str:
    """Nodes searched: as the English text always wrote them (`7643871 nodes`), grouped by
    threes in French (`7 643 871 nœuds`)."""
    return say("nodes", n=say.number(n) if say.lang == "fr" else n)
