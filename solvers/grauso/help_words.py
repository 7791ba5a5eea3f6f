"""The French of the Grauso commands' help (commands.py), of its census's and its bots' texts
that the shared commands' help shows, keyed by their English (help_language.HelpTable)."""
from deckmath.help_language import HelpTable

HELP = HelpTable("grauso", {
    "Grauso: shed your hand onto the point pile: legal plays, going out in the fewest plays, "
    "scoring, whole games (rules G1-G7)":
        "Grauso : vider sa main sur la pile de points : coups permis, sortir en le moins de "
        "coups, décompte, parties entières (règles G1-G7)",
    "Grauso: shed your hand onto the point pile (rules G1-G7): legal plays, checks, going out "
    "in the fewest plays, scoring, whole games (deal, play, simulate, replay), puzzles.":
        "Grauso : vider sa main sur la pile de points (règles G1-G7) : coups permis, "
        "vérifications, sortir en le moins de coups, décompte, parties entières (`deal`, "
        "`play`, `simulate`, `replay`), défis.",
    "Go out in the fewest plays, playing alone on the pile (G2, G3; G3.6 on the last play): one "
    "optimal sequence (keeping the most penguins), how many there are, and how many legal first "
    'plays begin one. JSON: "plays" and "sequence", both null when the hand cannot be emptied.':
        "Sortir en le moins de coups, en jouant seul sur la pile (G2, G3 ; G3.6 pour le "
        "dernier coup) : une suite de coups optimale (qui garde le plus de pingouins), combien "
        "il y en a, et combien de premiers coups permis en commencent une. JSON : \"plays\" et "
        '"sequence", tous deux null quand la main ne peut pas être vidée.',
    "Value on top of the point pile, -25..25; leave it out for an empty pile (G2.1, G2.2).":
        "Valeur du sommet de la pile de points, de -25 à 25 ; à omettre pour une pile vide "
        "(G2.1, G2.2).",
    'Your cards, space-separated, e.g. "+20 -3 7 0 -14 +14"; only 0 may repeat, up to five '
    "times (G1.1, G1.4).":
        'Vos cartes, séparées par des espaces, par exemple "+20 -3 7 0 -14 +14" ; seul 0 peut '
        "se répéter, jusqu'à cinq fois (G1.1, G1.4).",
    "Penguins you hold, 0..6 (G1.2); default 0.":
        "Les pingouins que vous avez, de 0 à 6 (G1.2) ; 0 par défaut.",
    'Batch lines (a file, or - for stdin) read {json}; each gets one JSON line back, in order.':
        "Les lignes d'un lot (un fichier, ou - pour l'entrée standard) se lisent\n{json} ;\n"
        "chacune reçoit une ligne JSON en retour, dans l'ordre.",
    "Check a claimed play (G2, G3): valid, with the top it leaves, or the first rule it breaks "
    "(`collect`, G4.2, is always valid); or check a claimed way to go out played alone "
    "(--sequence). Exit 1 when invalid.":
        "Vérifie un coup annoncé (G2, G3) : permis, avec le sommet qu'il laisse, ou la première "
        "règle qu'il enfreint (`collect`, G4.2, est toujours permis) ; ou vérifie une façon "
        "annoncée de sortir en jouant seul (--sequence). Sortie 1 s'il est refusé.",
    'Batch lines add "play" (or "sequence") to a position line. Reasons, in the order a play is '
    "examined: not-in-hand, neutral-in-pair (G3.4), neutral-flipped (G3.5), no-penguin (G3.5), "
    "pair-out-of-range (G3.3), not-lower (G3.1-G3.3), cannot-go-out (G3.6); a way out may also "
    "leave cards in hand: hand-not-empty.":
        'Les lignes d\'un lot ajoutent "play" (ou "sequence") à une ligne de position. Les '
        "raisons, dans l'ordre où un coup est examiné : not-in-hand, neutral-in-pair (G3.4), "
        "neutral-flipped (G3.5), no-penguin (G3.5), pair-out-of-range (G3.3), not-lower "
        "(G3.1-G3.3), cannot-go-out (G3.6) ; une sortie peut aussi laisser des cartes en "
        "main : hand-not-empty.",
    'One claimed play, e.g. "-3&+5", "+20~" or "-3~&+5" (G3.3, G3.5), or "collect" (G4.2, always '
    "allowed).":
        'Un coup annoncé, par exemple "-3&+5", "+20~" ou "-3~&+5" (G3.3, G3.5), ou "collect" '
        "pour ramasser (G4.2, toujours permis).",
    'A claimed way out, plays in order: "+3&+12~ 0 -7".':
        'Une façon annoncée de sortir, les coups dans l\'ordre : "+3&+12~ 0 -7".',
    "List every legal play of a position (G2.2, G3.1-G3.6), penguin flips included when you hold "
    "one, lowest top first, with the rule that allows each. Collecting the pile is always "
    "allowed as well (G4.2) and is not listed.":
        "Énumère chaque coup permis d'une position (G2.2, G3.1-G3.6), changements de signe par "
        "pingouin compris quand vous en avez un, le sommet le plus bas d'abord, avec la règle "
        "qui permet chacun. Ramasser la pile est aussi toujours permis (G4.2) et n'est pas "
        "listé.",
    'Batch lines read {json} and answer with "moves" added.':
        "Les lignes d'un lot se lisent {json} et reçoivent\nen réponse \"moves\" en plus.",
    "Choose a player's signs (G6.1-G6.3): each neutral card, each round's bonus, the penguins, "
    "to end on exactly 0, or else as far from 0 as possible, then with the most cold points "
    "(G6.4); shows the choices. In a game the signs are fixed as each round is scored (G6.5): "
    "with --total, the last round is signed from the running total; without it, every round "
    "given is signed at once, an analysis in hindsight.":
        "Choisit les signes d'un joueur (G6.1-G6.3) : chaque carte neutre, le bonus de chaque "
        "manche, les pingouins, pour finir à exactement 0, sinon aussi loin de 0 que possible, "
        "puis avec le plus de points de Froid (G6.4) ; montre les choix. Dans une partie, les "
        "signes sont fixés au décompte de chaque manche (G6.5) : avec --total, la dernière "
        "manche est signée d'après le cumul ; sans lui, toutes les manches données sont "
        "signées d'un coup, une analyse après coup.",
    "A round's end for one player, in order, 1 to 4 of them (one with --total): the cards left "
    'in hand and those in the collected pile, e.g. "hand: +3 -5 0; pile: +12 -7"; an empty hand '
    'went out: "hand: ; pile: ".':
        "La fin d'une manche pour un joueur, dans l'ordre, de 1 à 4 manches (une avec "
        "--total) : les cartes restées en main et celles de la pile ramassée, par exemple "
        '"hand: +3 -5 0; pile: +12 -7" ; une main vide est sortie : "hand: ; pile: ".',
    "The running total before the last round, its earlier rounds' signs fixed as each was "
    "scored (G6.5): the signs are chosen for the one --round given, the last, from that total.":
        "Le cumul avant la dernière manche, les signes des manches précédentes fixés à leur "
        "décompte (G6.5) : les signes sont choisis pour la seule manche --round donnée, la "
        "dernière, d'après ce cumul.",
    "Penguins held after the last round, 0..6 (they count in the last round only, G6.3); "
    "default 0.":
        "Les pingouins tenus après la dernière manche, de 0 à 6 (ils ne comptent que dans la "
        "dernière manche, G6.3) ; 0 par défaut.",
    'JSON Lines input: {json} and, for the last round alone, "total": -3.':
        'Entrée en JSON Lines : {json} et, pour la dernière manche seule, "total": -3.',
    'Generate graded "go out in N plays" puzzles (G2, G3) with answers, as text, Markdown, JSON '
    "or PDF.":
        "Crée des défis « sortir en N coups » (G2, G3) gradués, avec leurs réponses, en texte, "
        "Markdown, JSON ou PDF.",
    "Cards in each puzzle's hand.": "Cartes dans la main de chaque défi.",
    "How dealt hands go out (G2.2, G3): over every distinct hand of the deck (each with its "
    "ways to be dealt) or a seeded sample of deals, the share that goes out alone from the "
    "empty pile with 0 and 1 penguin (G3.5) and its fewest plays; the share of deals where seat "
    "1 needs no more plays than any other seat, so goes out first playing alone (G7.1); per "
    "card value, how often it is the bottleneck that forces plays beyond one per two cards and "
    "one per neutral card. Exact counts; 95% intervals for samples.":
        "Comment sortent les mains distribuées (G2.2, G3) : sur chaque main distincte du "
        "paquet (avec ses façons d'être distribuée) ou sur un échantillon de donnes tiré d'une "
        "graine, la part qui sort en jouant seule depuis la pile vide avec 0 et 1 pingouin "
        "(G3.5) et son moins de coups ; la part des donnes où la place 1 n'a pas besoin de plus "
        "de coups qu'aucune autre place, et sort donc la première en jouant seule (G7.1) ; par "
        "valeur de carte, combien de fois c'est elle qui force des coups au-delà d'un pour deux "
        "cartes et d'un par carte neutre. Des comptes exacts ; des intervalles à 95 % pour les "
        "échantillons.",
    "Hands or deals per task (default {size}).": "Mains ou donnes par tâche (par défaut {size}).",
    "Every distinct hand of the deck once, weighted by its ways to be dealt; the other seats "
    "dealt from the rest with --seed.":
        "Chaque main distincte du paquet une fois, pondérée par ses façons d'être distribuée ; "
        "les autres places distribuées avec le reste, avec --seed.",
    "Players at the table, 3 to 6 (G1.3; default 4): the hand size and the seats of the race.":
        "Nombre de joueurs à la table, de 3 à 6 (G1.3 ; 4 par défaut) : la taille des mains et "
        "les places de la course.",
    "Cards in a hand, 2 to 10 (default G1.3's for the players: 7 with 3-4, 5 with 5-6).":
        "Cartes dans une main, de 2 à 10 (par défaut celui de G1.3 pour ce nombre de joueurs : "
        "7 à 3-4, 5 à 5-6).",
    "random: a legal play at random, drawing half the time; random signs; greedy: the lowest "
    "legal play spending no penguin and no neutral card when it can; signs toward exactly 0; "
    "planner: goes out first with the solver, else steers toward 0; signs for cold points until "
    "the last round; ismcts: information-set Monte Carlo tree search: N iterations a decision "
    "(ismcts:N) or N seconds (ismcts:Ns), playouts by the game's greedy bot; pimc: the best of "
    "a few actions played in the same deals sampled from what the seat sees, each deal played "
    "out by the game's planner bot: N decisions simulated a decision, within a clock":
        "random : un coup permis au hasard, en piochant une fois sur deux ; signes au hasard ; "
        "greedy : le coup permis le plus bas, sans dépenser de pingouin ni de carte neutre "
        "quand il le peut ; signes vers exactement 0 ; planner : sort le premier grâce au "
        "solveur, sinon se dirige vers 0 ; signes pour les points de Froid jusqu'à la dernière "
        "manche ; ismcts : recherche arborescente Monte-Carlo sur les ensembles "
        "d'information : N itérations par décision (ismcts:N) ou N secondes (ismcts:Ns), les "
        "fins de partie jouées par le bot greedy du jeu ; pimc : la meilleure de quelques "
        "actions jouées dans les mêmes donnes tirées de ce que voit la place, chaque donne "
        "jouée jusqu'au bout par le bot planner du jeu : N décisions simulées par décision, "
        "dans un temps limité",
})
"""Grauso's help texts in French."""
