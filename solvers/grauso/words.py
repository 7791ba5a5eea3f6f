"""Grauso's words in English and French (solvers/words.py): positions, legal plays, solutions,
verdicts and their reasons, scoring, the deck, what a seat sees in a whole game, the refusals
of the engine and the help for typing an action. French from the rules in French (rules.fr.md,
from the Portuguese sheet grauso-pt.txt): pile de points, sommet, pioche, coup, sortir,
ramasser, pingouin, changer de signe, cartes de Chaleur et de Froid, carte neutre, manche,
décompte, total cumulé, points de Froid. What a person types (`collect`, `draw`, `bonus +
neutral +-`) stays as the notation writes it."""
from __future__ import annotations

from deckmath.solvers.words import Said, Table

WORDS = Table("grauso", en={
    # counts
    "cards.one": "{n} card",
    "cards.many": "{n} cards",
    "plays.one": "{n} play",
    "plays.many": "{n} plays",
    "legal_plays.one": "{n} legal play",
    "legal_plays.many": "{n} legal plays",
    "legal_first.one": "{n} legal first play",
    "legal_first.many": "{n} legal first plays",
    "sequences.one": "{n} optimal sequence",
    "sequences.many": "{n} optimal sequences",
    "penguins_used.one": "{n} penguin used",
    "penguins_used.many": "{n} penguins used",
    "penguins.one": "{n} penguin",
    "penguins.many": "{n} penguins",
    "heat_cards.one": "{n} heat card",
    "heat_cards.many": "{n} heat cards",
    "cold_cards.one": "{n} cold card",
    "cold_cards.many": "{n} cold cards",
    "neutral_cards.one": "{n} neutral card",
    "neutral_cards.many": "{n} neutral cards",
    "rounds_given.one": "{n} round",
    "rounds_given.many": "{n} rounds",
    # a position (G2.1, G2.2) and a play on it (G3)
    "position": "top {top}, hand {hand}, penguins {penguins}",
    "empty": "empty",
    "on": "{play} on {top} ({rule})",
    "on_empty": "{play} on empty ({rule})",
    "penguin_rule": ", penguin G3.5",
    "step": "  {number}. {step}",
    # the legal plays (moves)
    "moves.head": "{plays}; collecting the pile is always allowed (G4.2)",
    "moves.play": "  {play:<12} top {value:>3}   {notes}",
    "moves.penguin": "penguin",
    "moves.goes_out": "goes out",
    # a way out (solve)
    "cannot_go_out": "cannot go out playing alone (G3, G3.6); {legal}",
    "go_out": "go out in {plays}: {sequence}   ({sequences}, {penguins})",
    "good_first": "good first plays: {good} of {legal} legal",
    # verdicts (check)
    "valid": "valid: {play}",
    "valid_collect": "valid: collect (G4.2): draw back to the initial hand size, take the point "
                     "pile and the centre's penguins; the next player starts a new pile",
    "invalid": "invalid: {reason} ({detail})",
    "goes_out": "goes out: the hand is empty (G5.1)",
    "valid_sequence": "valid: goes out in {plays}",
    "invalid_sequence": "invalid: {reason}{at} ({detail})",
    "at_play": " at play {step}",
    "fewest": "fewest plays: {fewest}; optimal: {optimal}",
    "yes": "yes",
    "no": "no",
    "reason.not-in-hand": "not-in-hand",
    "reason.not-lower": "not-lower",
    "reason.pair-out-of-range": "pair-out-of-range",
    "reason.neutral-in-pair": "neutral-in-pair",
    "reason.no-penguin": "no-penguin",
    "reason.cannot-go-out": "cannot-go-out",
    "reason.neutral-flipped": "neutral-flipped",
    "reason.hand-not-empty": "hand-not-empty",
    # why a play is refused (legal.refusal, check); {cite} is the rule, or nothing in a refusal
    # of the engine, which cites the rule once itself
    "not_in_hand": "the hand holds no {cards} for this play",
    "neutral_in_pair": "a neutral card is played alone, never in a pair{cite}",
    "neutral_flipped": "a neutral card cannot be flipped{cite}",
    "no_penguin": "a flip needs a penguin, and none is held{cite}",
    "pair_out_of_range": "the pair is worth {value}, beyond -25..25{cite}",
    "pair_not_lower": "the pair is worth {value}, not lower than {top}{cite}",
    "card_not_lower": "{value} is neither lower than {top}{cite_lower} nor its "
                      "opposite{cite_opposite}",
    "out_on_neutral": "going out with a neutral card is not allowed{cite}",
    "out_on_flip": "going out with a penguin's flip is not allowed{cite}",
    "already_empty": "the hand is already empty: the round ended (G5.1)",
    "left_in_hand": "left in hand: {hand} on top {top}",
    # scoring (G6)
    "how.out_pile": "went out with a collected pile",
    "how.out": "went out, no collected pile",
    "how.hand_pile": "hand and collected pile",
    "how.hand": "only a hand",
    "score.hindsight": "in hindsight, over the {rounds} given (in a game each round's signs are "
                       "fixed as it is scored, G6.5):",
    "score.last": "the last round, signed from the running total {total} (G6.5):",
    "score.bonus": "bonus {bonus}",
    "score.heat": "heat cards +{n}",
    "score.cold": "cold cards -{n}",
    "score.neutral": "neutral {signs}",
    "score.round": "round {number} ({how}): {parts} = {points}",
    "score.last_round": "last round ({how}): {parts} = {points}",
    "score.penguins": "penguins (last round, G6.3): {signs}",
    "score.total": "total {total}: {verdict}; {cold} {points}",
    "score.zero": "exactly 0 (G6.4)",
    "score.farthest": "cannot reach 0: farthest from 0 (G6.4)",
    "score.cold_points": "cold points",
    "score.cold_points_round": "cold points of the round",
    # the deck (deck --check)
    "deck": "deck {name}: {heat}, {cold}, {neutral} (0), {penguins} (G1.1, G1.2)",
    # a whole game: refusals (IllegalMove)
    "game_over": "the game is over: four rounds have been played",
    "sign_now": "round {round} has ended: seat {seat} chooses its signs now (e.g. bonus + "
                "neutral +-)",
    "not_scored_yet": "round {round} is still being played: signs are chosen when it is scored",
    "not_an_action": "{action} is not a Grauso action: a play, collect, or signs",
    "not_legal_here": "{play} is not a legal play here",
    "no_draw_out": "{play} goes out and ends the round at once: no draw after it",
    "draw_pile_empty": "the draw pile is empty: there is no card to draw",
    "bonus_needs_sign": "the round's bonus of {bonus} ({how}) needs its sign: bonus + or bonus -",
    "no_bonus": "the round gives no bonus ({how}): leave bonus out",
    "neutral_signs": "seat {seat} holds {held} neutral card(s): give one sign each, not {given}",
    "penguins_last_round": "penguins are signed in the last round only",
    "penguin_signs": "seat {seat} holds {held} penguin(s): give one sign each, not {given}",
    # a whole game: what a seat sees
    "view.total": "seat {seat} {total}",
    "view.in_hand": "seat {seat} {cards}",
    "view.play": "round {round}: top {top}{point}; your hand {hand}; penguins {penguins} (centre "
                 "{centre}); collected {collected}; draw pile {draw}; cards in hand: {hands}; "
                 "running totals: {totals}",
    "view.scoring": "round {round} is scored: your hand {hand}, collected pile {pile}: heat and "
                    "cold cards {fixed}; to sign: {what}. Running totals: {totals}. Choose your "
                    "signs (G6.5), e.g. bonus + neutral +-",
    "view.empty": "(empty)",
    "view.bonus": "bonus {bonus} ({how}, G6.2)",
    "view.no_bonus": "no bonus ({how})",
    "view.neutral": "{cards} (G6.1)",
    "view.penguins": "{penguins} (G6.3)",
    "event.deal": "round {round} of {rounds} is dealt (G7.2); seat {starter} starts (G5.2, G7.1); "
                  "your hand {hand}",
    "event.play": "seat {seat} plays {play} (= {value}, {rule})",
    "event.draws": " and draws {card} (G4.1)",
    "event.draws_card": " and draws a card (G4.1)",
    "event.goes_out": " and goes out (G5.1)",
    "event.collect": "seat {seat} collects (G4.2): draws {drawn}",
    "event.nothing": "nothing",
    "event.collect_ends": "; the draw pile is empty: the round ends (G5.1, G7.4)",
    "event.collect_takes": ", takes {cards} and {penguins}",
    "event.round_end": "round {round} ends: seat {seat} {how} (G5.1); the cards are counted face "
                       "up:",
    "event.went_out": "went out",
    "event.pile_empty": "had to draw from the empty pile",
    "event.held": "  seat {seat}: hand {hand}; collected {pile}",
    "event.signs": "seat {seat} signs {signs}: round {points}, total {total} (G6.5)",
    "event.scored": "round {round} scored: {totals}",
    "event.end": "the game ends after {rounds} rounds, won (G6.4)",
    "event.end_zero": "the game ends after {rounds} rounds, won at exactly 0 (G6.4)",
    "dealt.seat": "seat {seat}",
    "action_help": """\
In a round, on your turn (G3, G4):
  a play: one card, or two joined by & in either order, a flipped card marked ~ (G1.4, G3.3,
    G3.5): -7, -3&+5, +20~; add `draw` to take the optional card after it (G4.1; not from an
    empty draw pile, nor after going out, G7.5): -3&+5 draw
  collect: draw back to your hand size, take the point pile and the centre's penguins (G4.2;
    you must when you cannot play, G7.4 when the draw pile runs out)
When a round is scored, your signs (G6.1-G6.3, G6.5): the bonus's sign, one sign per neutral
card, and in the last round one per penguin held, leaving out what you do not have:
  bonus + neutral +- penguins -
`moves` lists the legal actions, `moves all` every one.""",
}, fr={
    "cards.one": "{n} carte",
    "cards.many": "{n} cartes",
    "plays.one": "{n} coup",
    "plays.many": "{n} coups",
    "legal_plays.one": "{n} coup permis",
    "legal_plays.many": "{n} coups permis",
    "legal_first.one": "{n} premier coup permis",
    "legal_first.many": "{n} premiers coups permis",
    "sequences.one": "{n} suite optimale",
    "sequences.many": "{n} suites optimales",
    "penguins_used.one": "{n} pingouin utilisé",
    "penguins_used.many": "{n} pingouins utilisés",
    "penguins.one": "{n} pingouin",
    "penguins.many": "{n} pingouins",
    "heat_cards.one": "{n} carte de Chaleur",
    "heat_cards.many": "{n} cartes de Chaleur",
    "cold_cards.one": "{n} carte de Froid",
    "cold_cards.many": "{n} cartes de Froid",
    "neutral_cards.one": "{n} carte neutre",
    "neutral_cards.many": "{n} cartes neutres",
    "rounds_given.one": "{n} manche donnée",
    "rounds_given.many": "{n} manches données",
    "position": "sommet {top}, main {hand}, pingouins {penguins}",
    "empty": "vide",
    "on": "{play} sur {top} ({rule})",
    "on_empty": "{play} sur la pile vide ({rule})",
    "penguin_rule": ", pingouin G3.5",
    "step": "  {number}. {step}",
    "moves.head": "{plays} ; ramasser la pile est toujours permis (G4.2)",
    "moves.play": "  {play:<12} sommet {value:>3}   {notes}",
    "moves.penguin": "pingouin",
    "moves.goes_out": "sort",
    "cannot_go_out": "impossible de sortir en jouant seul (G3, G3.6) ; {legal}",
    "go_out": "sortir en {plays} : {sequence}   ({sequences}, {penguins})",
    "good_first": "bons premiers coups : {good} sur {legal} permis",
    "valid": "valide : {play}",
    "valid_collect": "valide : ramasser (G4.2) : piocher jusqu'au nombre initial de cartes, "
                     "prendre la pile de points et les pingouins du centre ; le joueur suivant "
                     "commence une nouvelle pile",
    "invalid": "invalide : {reason} ({detail})",
    "goes_out": "sort : la main est vide (G5.1)",
    "valid_sequence": "valide : sort en {plays}",
    "invalid_sequence": "invalide : {reason}{at} ({detail})",
    "at_play": ", au coup {step}",
    "fewest": "coups au minimum : {fewest} ; optimal : {optimal}",
    "yes": "oui",
    "no": "non",
    "reason.not-in-hand": "carte absente de la main",
    "reason.not-lower": "pas inférieur au sommet",
    "reason.pair-out-of-range": "paire hors limites",
    "reason.neutral-in-pair": "carte neutre dans une paire",
    "reason.no-penguin": "aucun pingouin",
    "reason.cannot-go-out": "sortie interdite",
    "reason.neutral-flipped": "carte neutre changée de signe",
    "reason.hand-not-empty": "main non vide",
    "not_in_hand": "la main ne contient pas {cards} pour ce coup",
    "neutral_in_pair": "une carte neutre se joue seule, jamais dans une paire{cite}",
    "neutral_flipped": "une carte neutre ne peut pas changer de signe{cite}",
    "no_penguin": "changer un signe demande un pingouin, et aucun n'est détenu{cite}",
    "pair_out_of_range": "la paire vaut {value}, hors de -25..25{cite}",
    "pair_not_lower": "la paire vaut {value}, ce qui n'est pas inférieur à {top}{cite}",
    "card_not_lower": "{value} n'est ni inférieur à {top}{cite_lower} ni son "
                      "opposé{cite_opposite}",
    "out_on_neutral": "sortir avec une carte neutre n'est pas permis{cite}",
    "out_on_flip": "sortir avec le changement de signe d'un pingouin n'est pas permis{cite}",
    "already_empty": "la main est déjà vide : la manche s'est terminée (G5.1)",
    "left_in_hand": "reste en main : {hand} sur le sommet {top}",
    "how.out_pile": "sorti avec une pile ramassée",
    "how.out": "sorti, sans pile ramassée",
    "how.hand_pile": "main et pile ramassée",
    "how.hand": "seulement une main",
    "score.hindsight": "après coup, pour {rounds} (dans une partie, les signes de chaque manche "
                       "sont fixés à son décompte, G6.5) :",
    "score.last": "la dernière manche, signée à partir du total cumulé {total} (G6.5) :",
    "score.bonus": "bonus {bonus}",
    "score.heat": "cartes de Chaleur +{n}",
    "score.cold": "cartes de Froid -{n}",
    "score.neutral": "neutres {signs}",
    "score.round": "manche {number} ({how}) : {parts} = {points}",
    "score.last_round": "dernière manche ({how}) : {parts} = {points}",
    "score.penguins": "pingouins (dernière manche, G6.3) : {signs}",
    "score.total": "total {total} : {verdict} ; {cold} {points}",
    "score.zero": "exactement 0 (G6.4)",
    "score.farthest": "0 est hors d'atteinte : le plus loin de 0 (G6.4)",
    "score.cold_points": "points de Froid",
    "score.cold_points_round": "points de Froid de la manche",
    "deck": "paquet {name} : {heat}, {cold}, {neutral} (0), {penguins} (G1.1, G1.2)",
    "game_over": "la partie est finie : les quatre manches ont été jouées",
    "sign_now": "la manche {round} est terminée : le joueur {seat} choisit ses signes maintenant "
                "(par exemple bonus + neutral +-)",
    "not_scored_yet": "la manche {round} est en cours : les signes se choisissent à son décompte",
    "not_an_action": "{action} n'est pas une action de Grauso : un coup, collect (ramasser) ou "
                     "des signes",
    "not_legal_here": "{play} n'est pas un coup permis ici",
    "no_draw_out": "{play} fait sortir et termine aussitôt la manche : pas de pioche après",
    "draw_pile_empty": "la pioche est vide : il n'y a aucune carte à piocher",
    "bonus_needs_sign": "le bonus de {bonus} de la manche ({how}) demande son signe : bonus + ou "
                        "bonus -",
    "no_bonus": "la manche ne donne aucun bonus ({how}) : n'écrivez pas bonus",
    "neutral_signs": "le joueur {seat} a {held} carte(s) neutre(s) : donnez un signe à chacune, "
                     "{given} donné(s)",
    "penguins_last_round": "les pingouins reçoivent leur signe à la dernière manche seulement",
    "penguin_signs": "le joueur {seat} a {held} pingouin(s) : donnez un signe à chacun, {given} "
                     "donné(s)",
    "view.total": "joueur {seat} {total}",
    "view.in_hand": "joueur {seat} {cards}",
    "view.play": "manche {round} : sommet {top}{point} ; votre main {hand} ; pingouins {penguins} "
                 "(centre {centre}) ; pile ramassée de {collected} ; pioche {draw} ; cartes en main : "
                 "{hands} ; totaux cumulés : {totals}",
    "view.scoring": "décompte de la manche {round} : votre main {hand}, votre pile ramassée {pile} : "
                    "cartes de Chaleur et de Froid {fixed} ; à signer : {what}. Totaux cumulés : "
                    "{totals}. Choisissez vos signes (G6.5), par exemple bonus + neutral +-",
    "view.empty": "(vide)",
    "view.bonus": "bonus {bonus} ({how}, G6.2)",
    "view.no_bonus": "aucun bonus ({how})",
    "view.neutral": "{cards} (G6.1)",
    "view.penguins": "{penguins} (G6.3)",
    "event.deal": "manche {round} sur {rounds} distribuée (G7.2) ; le joueur {starter} commence "
                  "(G5.2, G7.1) ; votre main {hand}",
    "event.play": "le joueur {seat} joue {play} (= {value}, {rule})",
    "event.draws": " et pioche {card} (G4.1)",
    "event.draws_card": " et pioche une carte (G4.1)",
    "event.goes_out": " et sort (G5.1)",
    "event.collect": "le joueur {seat} ramasse (G4.2) : pioche {drawn}",
    "event.nothing": "rien",
    "event.collect_ends": " ; la pioche est vide : la manche se termine (G5.1, G7.4)",
    "event.collect_takes": ", prend {cards} et {penguins}",
    "event.round_end": "fin de la manche {round} : le joueur {seat} {how} (G5.1) ; les cartes "
                       "sont comptées face visible :",
    "event.went_out": "est sorti",
    "event.pile_empty": "devait piocher dans la pioche vide",
    "event.held": "  joueur {seat} : main {hand} ; pile ramassée {pile}",
    "event.signs": "le joueur {seat} choisit ses signes {signs} : manche {points}, total {total} "
                   "(G6.5)",
    "event.scored": "décompte de la manche {round} : {totals}",
    "event.end": "la partie se termine après {rounds} manches, gagnée (G6.4)",
    "event.end_zero": "la partie se termine après {rounds} manches, gagnée à exactement 0 (G6.4)",
    "dealt.seat": "joueur {seat}",
    "action_help": """\
Dans une manche, à votre tour (G3, G4) :
  un coup : une carte, ou deux reliées par & dans n'importe quel ordre, une carte changée de signe
    par un pingouin marquée ~ (G1.4, G3.3, G3.5) : `-7`, `-3&+5`, `+20~` ; ajoutez `draw` pour
    piocher la carte facultative après le coup (G4.1 ; pas dans une pioche vide, ni après être
    sorti, G7.5) : `-3&+5 draw`
  `collect` pour ramasser : piocher jusqu'à votre nombre initial de cartes, prendre la pile de
    points et les pingouins du centre (G4.2 ; obligatoire quand vous ne pouvez pas jouer, G7.4
    quand la pioche est vide)
Au décompte d'une manche, vos signes (G6.1-G6.3, G6.5) : le signe du bonus, un signe par carte
neutre et, à la dernière manche, un par pingouin détenu, en laissant de côté ce que vous n'avez
pas :
  `bonus + neutral +- penguins -`
`coups` liste les actions permises, `coups tous` toutes.""",
})
"""Every text Grauso says to a person, in both languages."""


ERRORS = Table("grauso.errors", en={
    # what a parser reads, named in its refusal (and in the shared parsers', notation.py)
    "what.hand": "hand",
    "what.sequence": "sequence",
    "what.pile": "collected pile",
    "what.top": "top",
    "what.penguins": "penguins",
    "where.hand": "the hand",
    "where.round": "a round's hand and pile",
    "where.deck": "deck {where}",
    "where.reference": "reference deck",
    # a card (G1.1, G1.4)
    "card.not_text": "a card is written as text such as '+13', not {value}",
    "card.empty": "empty card: write a signed value such as +13, -7 or 0 (G1.4)",
    "card.unknown": "unknown card {card}: {why}",
    "card.minus_zero": "unknown card '-0': the neutral card is written 0 (G1.4)",
    "card.outside": "card {value} is outside -25..+25 (G1.1)",
    "why.holds": "it holds {char} (G1.4)",
    "why.leading_zero": "write it without a leading zero, {card} (G1.4)",
    "why.range": "values run from -25 to +25 (G1.1)",
    "why.not_signed": "a card is a signed whole number such as +13, -7 or 0 (G1.4)",
    "why.write_zero": "write 0",
    # cards in a list, a hand (G1.1)
    "items.not_list": "{what} must be a string or a list of cards, not {value}",
    "items.too_many": "{what} of {n} items: at most {limit}",
    "hand.empty": "empty hand: a position holds 1 to {limit} cards",
    "hand.too_many": "hand of {n} cards: at most {limit}",
    "copies.twice": "card {card} twice in {where}: only 0 may repeat (G1.1)",
    "copies.zeros": "{n} neutral cards (0) in {where}: there are {limit} (G1.1)",
    # the top of the pile and the penguins (G1.2, G2.1, G2.2)
    "top.unreadable": "top {top} must be a value -25..25 such as -5 or +12, or left out for an "
                      "empty pile (G2.2): {why}",
    "top.outside": "top {top} is outside -25..25: a top is a card's or a pair's value (G2.1)",
    "penguins.unreadable": "penguins {value} must be a whole number 0..{limit} (G1.2): it holds "
                           "{char}",
    "penguins.outside": "penguins {n} is outside 0..{limit} (G1.2: six markers)",
    "position.not_object": 'a position must be a JSON object with "top", "hand" and "penguins"',
    # a play, a claim, a way out (G1.4, G3.3, G3.5, G4.2)
    "play.one_or_two": "a play is one card or two (G3.3)",
    "play.not_text": "a play must be a string such as '-3&+5', not {value}",
    "play.empty": "empty play: a play is one card or two joined by & (G3.3)",
    "play.holds": "unknown play {play}: it holds {char}",
    "play.space": "unknown play {play}: no space inside a play; write e.g. -3&+5 (G1.4)",
    "play.cards": "play {play} has {n} cards: a play is one card or two (G3.3)",
    "play.flip": "unknown play {play}: write one {flip} after a flipped card (G3.5)",
    "play.missing": "unknown play {play}: a card is missing around {join!r}",
    "play.collect": "unknown play {play}: the G4.2 action is written {collect}",
    "sequence.not_list": "a sequence must be a string or a list of plays, not {value}",
    "sequence.empty": "empty sequence: give the plays in order, e.g. '-7 0 -3&+5'",
    "sequence.collect": "a way out is played alone: it holds no {collect} (G4.2 refills the hand)",
    # an action typed in a game (G3, G4, G6.5)
    "action.not_text": "an action is text such as '-3&+5', 'collect' or 'bonus +', not {value}",
    "action.too_long": "an action of {n} characters: at most {limit}",
    "action.empty": "empty action: type a play (-3&+5), collect, or your signs (bonus +)",
    "action.after_collect": "{word} after collect: a collect is the one word {collect} (G4.2)",
    "action.after_play": "{words} after the play {play}: a play may be followed by the one word "
                         "{draw} (G4.1)",
    "signs.missing": "{word} has no signs after it: write e.g. 'bonus + neutral +-' (G6.5)",
    "signs.unknown": "{word} is not bonus, neutral or penguins (G6.5)",
    "signs.twice": "{key} given twice",
    "signs.bad": "the signs of {key} are + and - signs, one an item, not {value}",
    "signs.bonus": "a round has one bonus: write bonus + or bonus -, not {signs} (G6.2)",
    # an answer, in any form (answers.py) and the commands' usage
    "answer.not_text": "a Grauso answer is a play such as '-3&+5', collect, or a way out such as "
                       "'-7 0 -3&+5', not {value}",
    "answer.one_of": 'give "play" or "sequence" (one of them)',
    "answer.field": "a Grauso answer's fields are play or sequence; not {field}",
    "give.hand": "give --hand (and --top, --penguins), or --batch FILE",
    "give.play": "give --play (one play) or --sequence (a way out), one of them",
    "give.round": 'give --round "hand: CARDS; pile: CARDS" once per round (1 to 4), or --batch '
                  'FILE',
    "give.deck": "deck {deck} has {n} cards: hands of {cards} and a top need more",
    # a round's cards and a score line (G5.2, G6)
    "round.not_text": "a round must be text such as 'hand: +3 -5 0; pile: +12 -7', not {value}",
    "round.part": "round {round}: {part} is not 'hand: CARDS' or 'pile: CARDS' (write e.g. "
                  "'hand: +3 -5 0; pile: +12 -7')",
    "round.twice": "round {round}: {key!r} given twice",
    "round.empty": "round {round}: write 'hand: CARDS; pile: CARDS' (either may be empty)",
    "round.not_object": 'a round must be a JSON object with "hand" and "pile"',
    "round.too_many": "a round of {n} cards: at most {limit}",
    "score.not_object": 'a score line must be a JSON object with "rounds" and "penguins"',
    "score.rounds_not_list": '"rounds" must be a list of {{"hand": [...], "pile": [...]}} '
                             'objects',
    "score.running": "{n} rounds with a running total: give the last round alone (G6.5: the "
                     "earlier rounds' signs are already fixed)",
    "score.total": "running total {total}: a game's total is within -{limit}..+{limit} (G6)",
    "score.rounds": "{n} rounds: give 1 to {rounds} (a game is {rounds}, G5.2)",
    "score.penguins": "penguins count in the last round only (G6.3): give all {rounds} rounds",
    "choice.size": "a choice needs one bonus sign and one neutral count per round ({n})",
    "choice.bonus": "a bonus sign is +1 or -1 (G6.2)",
    "choice.neutral": "more neutral cards counted +1 than the round holds (G6.1)",
    "choice.penguins": "more penguins counted +1 than held (G6.3)",
    # a deck file (G1.1, G1.2) and what a deal or a table needs of it (G1.3)
    "deck.too_many": "deck {where} has {n} cards: at most {limit}",
    "deck.too_few": "deck {where} has {n} card(s): a deal needs at least 2",
    "deck.not_list": "deck {where}: {key!r} must be a list of whole numbers",
    "deck.lists": "deck {where}: {key!r} lists {n} cards, at most {limit}",
    "deck.value": "deck {where}: {key} value {value} is outside {low}..{high} (G1.1)",
    "deck.count": "deck {where}: {key!r} must be a whole number {low}..{high}",
    "deal.too_few": "deck {deck} has {n} cards; {need} are needed",
    "table.players": "{players} players: Grauso is played by {low} to {high}",
    "table.penguins": "deck {deck} has {have} penguins: {players} players need one each (G1.2)",
    "table.cards": "deck {deck} has {n} cards: {players} hands of {size} and a draw pile need "
                   "more (G1.3)",
    "puzzle.cards": "puzzle hands hold {low} to {high} cards",
    "puzzle.calculation": "'calculation' must be text",
    # the census's options
    "census.either": "give either sample=N or all_hands=True",
    "census.unknown": "{named}: not an option of the Grauso census (players, hand_size)",
    "census.bad": "{named}: {bounds}",
    "census.too_large": "{named}: {bounds} (it is far too large)",
    "census.range": "give {low} to {high} {unit}",
    "census.from": "give a whole number of {low} or more",
    "census.whole": "give a whole number",
    "census.players": "players (G1.3)",
    "census.cards": "cards",
    "census.chunk": "hands or deals",
    "census.deals": "deals",
    "census.too_few": "{named}: {players} hands of {size} need {need} cards; deck {deck} has "
                      "{have} (G1.3)",
    "census.all_hands": "all_hands=True: deck {deck} has {units} distinct hands of {size}, more "
                        "than the {limit} a census of every hand visits; use sample=N",
}, fr={
    "what.hand": "la main",
    "what.sequence": "la suite de coups",
    "what.pile": "la pile ramassée",
    "what.top": "le sommet",
    "what.penguins": "le nombre de pingouins",
    "where.hand": "la main",
    "where.round": "la main et la pile ramassée d'une manche",
    "where.deck": "le paquet {where}",
    "where.reference": "de référence",
    "card.not_text": "une carte s'écrit comme un texte, par exemple '+13', pas {value}",
    "card.empty": "carte vide : écrivez une valeur avec son signe, par exemple +13, -7 ou 0 "
                  "(G1.4)",
    "card.unknown": "carte inconnue {card} : {why}",
    "card.minus_zero": "carte inconnue '-0' : la carte neutre s'écrit 0 (G1.4)",
    "card.outside": "la carte {value} est hors de -25..+25 (G1.1)",
    "why.holds": "caractère non permis {char} (G1.4)",
    "why.leading_zero": "sans zéro en tête, écrivez {card} (G1.4)",
    "why.range": "les valeurs vont de -25 à +25 (G1.1)",
    "why.not_signed": "une carte est un nombre entier avec son signe, par exemple +13, -7 ou 0 "
                      "(G1.4)",
    "why.write_zero": "écrivez 0",
    "items.not_list": "{what} doit être un texte ou une liste de cartes, pas {value}",
    "items.too_many": "{what} de {n} éléments : {limit} au plus",
    "hand.empty": "main vide : une position a de 1 à {limit} cartes en main",
    "hand.too_many": "main de {n} cartes : {limit} au plus",
    "copies.twice": "la carte {card} figure deux fois dans {where} : seul 0 peut se répéter "
                    "(G1.1)",
    "copies.zeros": "{n} cartes neutres (0) dans {where} : il n'y en a que {limit} (G1.1)",
    "top.unreadable": "le sommet {top} doit être une valeur de -25..25, par exemple -5 ou +12, "
                      "ou être omis pour une pile vide (G2.2) : {why}",
    "top.outside": "le sommet {top} est hors de -25..25 : un sommet est la valeur d'une carte "
                   "ou d'une paire (G2.1)",
    "penguins.unreadable": "le nombre de pingouins {value} doit être un nombre entier de "
                           "0..{limit} (G1.2) : caractère non permis {char}",
    "penguins.outside": "le nombre de pingouins {n} est hors de 0..{limit} (G1.2 : six "
                        "marqueurs)",
    "position.not_object": "une position doit être un objet JSON avec les champs `top`, `hand` "
                           "et `penguins`",
    "play.one_or_two": "un coup est une carte ou deux (G3.3)",
    "play.not_text": "un coup doit être un texte, par exemple '-3&+5', pas {value}",
    "play.empty": "coup vide : un coup est une carte, ou deux reliées par & (G3.3)",
    "play.holds": "coup inconnu {play} : caractère non permis {char}",
    "play.space": "coup inconnu {play} : pas d'espace dans un coup ; écrivez par exemple -3&+5 "
                  "(G1.4)",
    "play.cards": "le coup {play} a {n} cartes : un coup est une carte ou deux (G3.3)",
    "play.flip": "coup inconnu {play} : écrivez un seul {flip} après une carte changée de signe "
                 "(G3.5)",
    "play.missing": "coup inconnu {play} : il manque une carte autour de {join!r}",
    "play.collect": "coup inconnu {play} : l'action de G4.2 s'écrit `{collect}`",
    "sequence.not_list": "une suite de coups doit être un texte ou une liste de coups, pas "
                         "{value}",
    "sequence.empty": "suite de coups vide : donnez les coups dans l'ordre, par exemple "
                      "'-7 0 -3&+5'",
    "sequence.collect": "une suite pour sortir se joue d'un trait : sans `{collect}` (G4.2 "
                        "complète la main)",
    "action.not_text": "une action est un texte, par exemple '-3&+5', 'collect' ou 'bonus +', "
                       "pas {value}",
    "action.too_long": "une action de {n} caractères : {limit} au plus",
    "action.empty": "action vide : tapez un coup (-3&+5), `collect`, ou vos signes (`bonus +`)",
    "action.after_collect": "{word} après `collect` : pour ramasser, on écrit le seul mot "
                            "`{collect}` (G4.2)",
    "action.after_play": "{words} après le coup {play} : un coup peut être suivi du seul mot "
                         "`{draw}` (G4.1)",
    "signs.missing": "{word} n'est suivi d'aucun signe : écrivez par exemple "
                     "'bonus + neutral +-' (G6.5)",
    "signs.unknown": "{word} n'est ni `bonus`, ni `neutral`, ni `penguins` (G6.5)",
    "signs.twice": "`{key}` donné deux fois",
    "signs.bad": "les signes de `{key}` sont des + et des -, un par élément, pas {value}",
    "signs.bonus": "une manche a un seul bonus : écrivez `bonus +` ou `bonus -`, pas {signs} "
                   "(G6.2)",
    "answer.not_text": "une réponse de Grauso est un coup, par exemple '-3&+5', `collect`, ou "
                       "une suite pour sortir, par exemple '-7 0 -3&+5', pas {value}",
    "answer.one_of": "donnez `play` ou `sequence` (l'un des deux)",
    "answer.field": "les champs d'une réponse de Grauso sont `play` ou `sequence` ; pas {field}",
    "give.hand": "donnez `--hand` (et `--top`, `--penguins`), ou `--batch FICHIER`",
    "give.play": "donnez `--play` (un coup) ou `--sequence` (une suite pour sortir), l'un des "
                 "deux",
    "give.round": "donnez `--round \"hand: CARTES; pile: CARTES\"` une fois par manche (1 à 4), "
                  "ou `--batch FICHIER`",
    "give.deck": "le paquet {deck} a {n} cartes : des mains de {cards} et un sommet en "
                 "demandent plus",
    "round.not_text": "une manche doit être un texte, par exemple `hand: +3 -5 0; pile: +12 -7`, "
                      "pas {value}",
    "round.part": "manche {round} : {part} n'est ni `hand: CARTES` ni `pile: CARTES` (écrivez "
                  "par exemple `hand: +3 -5 0; pile: +12 -7`)",
    "round.twice": "manche {round} : `{key}` donné deux fois",
    "round.empty": "manche {round} : écrivez `hand: CARTES; pile: CARTES` (l'une ou l'autre "
                   "peut être vide)",
    "round.not_object": "une manche doit être un objet JSON avec les champs `hand` et `pile`",
    "round.too_many": "une manche de {n} cartes : {limit} au plus",
    "score.not_object": "une ligne de décompte doit être un objet JSON avec les champs "
                        "`rounds` et `penguins`",
    "score.rounds_not_list": "`rounds` doit être une liste d'objets "
                             "`{{\"hand\": [...], \"pile\": [...]}}`",
    "score.running": "{n} manches avec un total cumulé : donnez la dernière manche seule (G6.5 : "
                     "les signes des manches précédentes sont déjà fixés)",
    "score.total": "total cumulé {total} : le total d'une partie est compris entre -{limit} et "
                   "+{limit} (G6)",
    "score.rounds": "{n} manches : donnez-en de 1 à {rounds} (une partie en compte {rounds}, "
                    "G5.2)",
    "score.penguins": "les pingouins ne comptent qu'à la dernière manche (G6.3) : donnez les "
                      "{rounds} manches",
    "choice.size": "un choix demande un signe de bonus et un nombre de cartes neutres par "
                   "manche ({n})",
    "choice.bonus": "le signe d'un bonus est +1 ou -1 (G6.2)",
    "choice.neutral": "plus de cartes neutres comptées +1 que la manche n'en contient (G6.1)",
    "choice.penguins": "plus de pingouins comptés +1 que de pingouins détenus (G6.3)",
    "deck.too_many": "le paquet {where} a {n} cartes : {limit} au plus",
    "deck.too_few": "le paquet {where} a {n} carte(s) : une donne en demande au moins 2",
    "deck.not_list": "le paquet {where} : `{key}` doit être une liste de nombres entiers",
    "deck.lists": "le paquet {where} : `{key}` compte {n} cartes, {limit} au plus",
    "deck.value": "le paquet {where} : la valeur {value} de `{key}` est hors de {low}..{high} "
                  "(G1.1)",
    "deck.count": "le paquet {where} : `{key}` doit être un nombre entier de {low}..{high}",
    "deal.too_few": "le paquet {deck} a {n} cartes ; il en faut {need}",
    "table.players": "Grauso se joue de {low} à {high} joueurs, pas {players}",
    "table.penguins": "le paquet {deck} a {have} pingouin(s) : {players} joueurs en demandent un "
                      "chacun (G1.2)",
    "table.cards": "le paquet {deck} a {n} cartes : {players} mains de {size} et une pioche en "
                   "demandent plus (G1.3)",
    "puzzle.cards": "les mains des défis ont de {low} à {high} cartes",
    "puzzle.calculation": "`calculation` doit être un texte",
    "census.either": "donnez soit `sample=N`, soit `all_hands=True`",
    "census.unknown": "{named} : ce n'est pas une option du recensement de Grauso (`players`, "
                      "`hand_size`)",
    "census.bad": "{named} : {bounds}",
    "census.too_large": "{named} : {bounds} (il est bien trop grand)",
    "census.range": "donnez de {low} à {high} {unit}",
    "census.from": "donnez un nombre entier de {low} ou plus",
    "census.whole": "donnez un nombre entier",
    "census.players": "joueurs (G1.3)",
    "census.cards": "cartes",
    "census.chunk": "mains ou donnes",
    "census.deals": "donnes",
    "census.too_few": "{named} : {players} mains de {size} demandent {need} cartes ; le paquet "
                      "{deck} en a {have} (G1.3)",
    "census.all_hands": "`all_hands=True` : le paquet {deck} a {units} mains distinctes de {size}, "
                        "plus que les {limit} qu'un recensement de toutes les mains parcourt ; "
                        "utilisez `sample=N`",
})
"""Grauso's refusals of bad input (InputError), said in the reader's language; what a person
typed (cards, plays, `collect`, `bonus +`, option and field names) stays as typed."""

