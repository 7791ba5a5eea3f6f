"""Grauso's words in English and French (solvers/words.py): positions, legal plays, solutions,
verdicts and their reasons, scoring, the deck, what a seat sees in a whole game, the refusals
of the engine and the help for typing an action. French from the rules in French (rules.fr.md,
from the Portuguese sheet grauso-pt.txt): pile de points, sommet, pioche, coup, sortir,
ramasser, pingouin, changer de signe, cartes de Chaleur et de Froid, carte neutre, manche,
décompte, total cumulé, points de Froid. What a person types (`collect`, `draw`, `bonus +
neutral +-`) stays as the notation writes it."""
from __future__ import annotations

from deckmath.solvers.words import Table

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
`moves` liste les actions permises, `moves all` toutes.""",
})
"""Every text Grauso says to a person, in both languages."""
