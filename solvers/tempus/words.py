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
    "searched": "searched {depth} of {plies} moves deep, {nodes} nodes",
    "long_search": "an exact search of {left} moves for {players} players can take hours; "
                   "Ctrl-C stops it, --time-limit S bounds it",
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
    "searched": "recherche à {depth} coups de profondeur sur {plies}, {nodes} nœuds",
    "long_search": "une recherche exacte de {left} coups à {players} joueurs peut prendre des "
                   "heures ; Ctrl-C l'arrête, `--time-limit S` la borne",
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


ERRORS = Table("tempus.errors", en={
    # what a parser reads, named in its refusal (and in the shared parsers', notation.py)
    "what.players": "players",
    "what.to_move": "to_move",
    "what.hand": "hand of player {seat}",
    "what.holder_cards": "holder {number} cards",
    "what.owner": "holder {number} owner",
    "what.holder_in": "holder in move {move}",
    "what.hourglasses_of": "hourglasses of {card}",
    "what.time_limit": "time limit (seconds)",
    "where.reference": "reference deck",
    # a card (P1.1, P1.4)
    "card.not_text": "card {card} must be a string like R12 (P1.4)",
    "card.empty": "empty card: write a colour letter and a value, e.g. R12 (P1.4)",
    "card.unreadable": "card {card}: cannot read {char}",
    "card.unknown": "unknown card {card}: {why}",
    "why.letter": "write a colour letter R, M or J and a value, e.g. R12 (P1.4)",
    "why.colour": "the colour is R (red), M (mauve) or J (Joker) (P1.1)",
    "why.joker": "Jokers have the odd values 1..25 (P1.1)",
    "why.value": "red and mauve cards are 1..25 (P1.1)",
    "card.hourglasses": "card {card}: a card shows 0 to 3 hourglasses (P1.1)",
    "card.brackets": "card {card}: hourglasses in brackets belong in deck files only (P1.4)",
    "cards.not_list": '{what} must be a list of cards like ["R3", "J9"], not {value}',
    "cards.too_many": "{what} lists {n} cards: the game has {total} (P1.1)",
    # a position (P1.3, P2.1, P3.1, P4.1)
    "holder.not_object": 'holder {number} must be null (free) or an object with "owner", '
                         '"direction" and "cards", not {value}',
    "holder.owner": "holder {number} owner {owner} is outside 1..{players} (players are "
                    "1-based)",
    "holder.direction": 'holder {number} direction {value} must be "+" or "-" (P3.1)',
    "holder.empty": "holder {number} has no cards: a series holds at least its first card "
                    "(P3.1)",
    "position.not_object": 'a position must be a JSON object with "players", "to_move", "hands" '
                           'and "holders"',
    "players.outside": "players {n} is outside {low}..{high} (P2.1)",
    "to_move.outside": "to_move {n} is outside 1..{players} (players are 1-based)",
    "to_move.beyond": "to_move {n} is outside 1..{players}",
    "hands.not_list": "hands must be a list of {players} hands, one per player, not {shown}",
    "holders.not_list": "holders must be a list of {holders} entries (null for a free holder), "
                        "not {shown}",
    "holders.entries": "{n} entries",
    "position.shape": "a position has {n} hands and {holders} holders",
    "place.hand": "the hand of player {seat}",
    "place.holder": "holder {number}",
    "card.twice_in": "twice in {place}",
    "card.in_both": "in {first} and in {second}",
    "card.twice": "card {card} appears {where}: each card exists once (P1.1)",
    "holder.owner_beyond": "holder owner {owner} is outside 1..{players}",
    "hand.too_many": "hand of player {seat} holds {n} cards: at most {dealt} with {players} "
                     "players (P2.1)",
    "hand.too_few": "hand of player {seat} holds {n} cards: a round ends when every player "
                    "holds {end} (P4.1)",
    "hand.sizes": "hand sizes {shown} are impossible: from player {seat} (to move) in turn "
                  "order, some players hold s cards and the rest s - 1, and the round ends when "
                  "the player to move holds {end} (P4.1)",
    "holders.played": "the holders hold {n} cards but only {played} have been played (hands "
                      "{shown} of {dealt} dealt, P2.1)",
    # a move (P3) and an answer in any form
    "move.not_text": 'a move must be a string like "capture 3 J9", not {value}',
    "move.too_long": 'move {move} is too long: write e.g. "capture 3 J9" (P3)',
    "move.empty": "empty move: write open + R12, capture 3 J9, dump 1 M4 or bury M4 (P3)",
    "move.open": "move {move}: open takes a direction + or - and a card, e.g. open + R12 (P3.1)",
    "move.holder": "move {move}: {typed} takes a holder 1..3 and a card, e.g. {typed} 3 J9 "
                   "(P3.2, P3.3)",
    "move.holder_outside": "holder {holder} in move {move} is outside 1..{holders} (P1.3)",
    "move.bury": "move {move}: bury takes one card, e.g. bury M4 (P3.4)",
    "move.unknown": "unknown move word {word}: a move is open, capture, dump or bury (P3)",
    "answer.field": "a Professor Tempus answer's field is move; not {field}",
    "answer.not_text": "a Professor Tempus answer is a move such as 'capture 3 J9', not {value}",
    # the commands' position files and usage
    "give.position": "give --position FILE (or --batch FILE)",
    "line.parts": "a position's line has {n} parts, {parts}, separated by |: {value} has "
                  "{found}",
    "give.move": 'give --move, e.g. --move "capture 3 J9"',
    # a deck file (P1.1, P1.2), a dealt round, a whole game
    "deck.no_table": "deck {where} needs an [hourglasses] table: R12 = 2, ... (P1.2)",
    "deck.in": "deck {where}: {error}",
    "deck.count": "deck {where}: hourglasses of {key} must be a whole number 0..{limit} (P1.1), "
                  "not {value}",
    "deck.disagree": "deck {where}: {key} says {bracketed} hourglasses but is given {count}",
    "deck.twice": "deck {where}: card {card} is given twice",
    "deck.missing_one": "deck {where}: no hourglasses for {card}: give all {total} cards (P1.1, "
                        "P1.2)",
    "deck.missing": "deck {where}: no hourglasses for {card} (and {n} more): give all {total} "
                    "cards (P1.1, P1.2)",
    "deck.name": "deck {where}: name must be a string",
    "moves_left": "{left} moves left: a {n}-player round has 0..{total} (P2.1, P4.1)",
    "table.players": "{players} players: Professor Tempus is played by {low} to {high} (P2.1)",
    # a puzzle's question (P1.1)
    "question.not_object": 'question hourglasses must be an object {{"R3": 1, ...}}',
    "question.count": "hourglasses of {card} must be 0..{limit} (P1.1)",
    "question.cards": "question hourglasses must list exactly the cards of the position",
    # the census's options
    "census.not_whole": "{named}: give a whole number, {low} to {high}{unit}{rule}",
    "census.range": "{named}: give {low} to {high}{unit}{rule}",
    "census.players": " players",
    "census.rounds": " rounds",
    "census.none": "",
    "census.two_players": "players={count}: this census takes 2 players only: the exact search "
                          "of one 3-player first round takes 3 to over 30 s, of a 4- or "
                          "5-player round longer still (P2.1, P4.1)",
    "census.unknown": "{named}: the Professor Tempus census takes sample, seed, chunk_size and "
                      "players",
}, fr={
    "what.players": "le nombre de joueurs",
    "what.to_move": "le joueur qui joue (`to_move`)",
    "what.hand": "la main du joueur {seat}",
    "what.holder_cards": "le champ `cards` du porte-cartes {number}",
    "what.owner": "le propriétaire du porte-cartes {number}",
    "what.holder_in": "le porte-cartes du coup {move}",
    "what.hourglasses_of": "le nombre de sabliers de {card}",
    "what.time_limit": "la limite de temps (en secondes)",
    "where.reference": "de référence",
    "card.not_text": "la carte {card} doit être un texte comme R12 (P1.4)",
    "card.empty": "carte vide : écrivez une lettre de couleur et une valeur, par exemple R12 "
                  "(P1.4)",
    "card.unreadable": "carte {card} : caractère illisible {char}",
    "card.unknown": "carte inconnue {card} : {why}",
    "why.letter": "écrivez une lettre de couleur R, M ou J et une valeur, par exemple R12 (P1.4)",
    "why.colour": "la couleur est R (rouge), M (mauve) ou J (Joker) (P1.1)",
    "why.joker": "les Jokers ont les valeurs impaires de 1 à 25 (P1.1)",
    "why.value": "les cartes rouges et mauves vont de 1 à 25 (P1.1)",
    "card.hourglasses": "carte {card} : une carte porte de 0 à 3 sabliers (P1.1)",
    "card.brackets": "carte {card} : les sabliers entre crochets ne s'écrivent que dans les "
                     "fichiers de paquet (P1.4)",
    "cards.not_list": '{what} : il faut une liste de cartes comme ["R3", "J9"], pas {value}',
    "cards.too_many": "{what} : {n} cartes, alors que le jeu en a {total} (P1.1)",
    "holder.not_object": "le porte-cartes {number} doit être null (libre) ou un objet avec les "
                         "champs `owner`, `direction` et `cards`, pas {value}",
    "holder.owner": "le propriétaire {owner} du porte-cartes {number} est hors de 1..{players} "
                    "(les joueurs sont numérotés à partir de 1)",
    "holder.direction": 'le sens {value} du porte-cartes {number} doit être "+" ou "-" (P3.1)',
    "holder.empty": "le porte-cartes {number} n'a aucune carte : une série contient au moins sa "
                    "première carte (P3.1)",
    "position.not_object": "une position doit être un objet JSON avec les champs `players`, "
                           "`to_move`, `hands` et `holders`",
    "players.outside": "le nombre de joueurs {n} est hors de {low}..{high} (P2.1)",
    "to_move.outside": "le joueur qui joue (`to_move`) {n} est hors de 1..{players} (les joueurs "
                       "sont numérotés à partir de 1)",
    "to_move.beyond": "le joueur qui joue (`to_move`) {n} est hors de 1..{players}",
    "hands.not_list": "`hands` doit être une liste de {players} mains, une par joueur, pas "
                      "{shown}",
    "holders.not_list": "`holders` doit être une liste de {holders} entrées (null pour un "
                        "porte-cartes libre), pas {shown}",
    "holders.entries": "{n} entrée(s)",
    "position.shape": "une position a {n} mains et {holders} porte-cartes",
    "place.hand": "la main du joueur {seat}",
    "place.holder": "le porte-cartes {number}",
    "card.twice_in": "deux fois dans {place}",
    "card.in_both": "dans {first} et dans {second}",
    "card.twice": "la carte {card} apparaît {where} : chaque carte n'existe qu'une fois (P1.1)",
    "holder.owner_beyond": "le propriétaire {owner} d'un porte-cartes est hors de 1..{players}",
    "hand.too_many": "la main du joueur {seat} contient {n} cartes : {dealt} au plus à {players} "
                     "joueurs (P2.1)",
    "hand.too_few": "la main du joueur {seat} contient {n} carte(s) : une manche se termine quand "
                    "chaque joueur n'a plus que {end} cartes (P4.1)",
    "hand.sizes": "les nombres de cartes en main {shown} sont impossibles : à partir du joueur "
                  "{seat} (qui joue), dans l'ordre du tour, certains joueurs ont s cartes et les "
                  "autres s - 1, et la manche se termine quand le joueur qui joue n'en a plus "
                  "que {end} (P4.1)",
    "holders.played": "les porte-cartes contiennent {n} cartes, mais seulement {played} ont été "
                      "jouées (cartes en main {shown} sur {dealt} distribuées, P2.1)",
    "move.not_text": 'un coup doit être un texte comme "prendre 3 J9", pas {value}',
    "move.too_long": 'le coup {move} est trop long : écrivez par exemple "prendre 3 J9" (P3)',
    "move.empty": "coup vide : écrivez ouvrir + R12, prendre 3 J9, déposer 1 M4 ou enterrer M4 "
                  "(P3)",
    "move.open": "coup {move} : ouvrir demande un sens + ou - et une carte, par exemple "
                 "ouvrir + R12 (P3.1)",
    "move.holder": "coup {move} : `{typed}` demande un porte-cartes 1..3 et une carte, par "
                   "exemple `{typed} 3 J9` (P3.2, P3.3)",
    "move.holder_outside": "le porte-cartes {holder} du coup {move} est hors de 1..{holders} "
                           "(P1.3)",
    "move.bury": "coup {move} : enterrer demande une seule carte, par exemple enterrer M4 (P3.4)",
    "move.unknown": "mot de coup inconnu {word} : un coup est ouvrir, prendre, déposer ou "
                    "enterrer (P3)",
    "answer.field": "le champ d'une réponse de Professor Tempus est `move` ; pas {field}",
    "answer.not_text": "une réponse de Professor Tempus est un coup, par exemple 'prendre 3 J9', "
                       "pas {value}",
    "give.position": "donnez `--position FICHIER` (ou `--batch FICHIER`)",
    "line.parts": "la ligne d'une position a {n} parties, {parts}, séparées par | : {value} en "
                  "a {found}",
    "give.move": 'donnez `--move`, par exemple `--move "prendre 3 J9"`',
    "deck.no_table": "le paquet {where} demande une table `[hourglasses]` : R12 = 2, ... (P1.2)",
    "deck.in": "le paquet {where} : {error}",
    "deck.count": "le paquet {where} : les sabliers de {key} doivent être un nombre entier de "
                  "0..{limit} (P1.1), pas {value}",
    "deck.disagree": "le paquet {where} : {key} indique {bracketed} sabliers, mais en reçoit "
                     "{count}",
    "deck.twice": "le paquet {where} : la carte {card} est donnée deux fois",
    "deck.missing_one": "le paquet {where} : aucun sablier pour {card} : donnez les {total} "
                        "cartes (P1.1, P1.2)",
    "deck.missing": "le paquet {where} : aucun sablier pour {card} (ni pour {n} autres) : "
                    "donnez les {total} cartes (P1.1, P1.2)",
    "deck.name": "le paquet {where} : `name` doit être un texte",
    "moves_left": "{left} coups restants : une manche à {n} joueurs en a de 0 à {total} (P2.1, "
                  "P4.1)",
    "table.players": "Professor Tempus se joue de {low} à {high} joueurs, pas {players} (P2.1)",
    "question.not_object": "les sabliers de la question doivent être un objet "
                           "`{{\"R3\": 1, ...}}`",
    "question.count": "les sabliers de {card} doivent être de 0 à {limit} (P1.1)",
    "question.cards": "les sabliers de la question doivent lister exactement les cartes de la "
                      "position",
    "census.not_whole": "{named} : donnez un nombre entier, de {low} à {high}{unit}{rule}",
    "census.range": "{named} : donnez de {low} à {high}{unit}{rule}",
    "census.players": " joueurs",
    "census.rounds": " manches",
    "census.none": "",
    "census.two_players": "`players={count}` : ce recensement ne prend que 2 joueurs : la "
                          "recherche exacte d'une première manche à 3 joueurs prend de 3 à plus "
                          "de 30 s, celle d'une manche à 4 ou 5 joueurs plus encore (P2.1, "
                          "P4.1)",
    "census.unknown": "{named} : le recensement de Professor Tempus prend `sample`, `seed`, "
                      "`chunk_size` et `players`",
})
"""Professor Tempus's refusals of bad input (InputError), said in the reader's language; what
a person typed (cards, moves, option and field names) stays as typed; a player is "joueur N"."""
