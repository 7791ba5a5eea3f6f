"""The French of the Celsius commands' help (commands.py), of its census's and its bots' texts
that the shared commands' help shows, keyed by their English (help_language.HelpTable)."""
from deckmath.help_language import HelpTable

HELP = HelpTable("celsius", {
    "Celsius: reach a hot card from the cold card with the fewest operator cards (rules C1-C7)":
        "Celsius : atteindre une carte chaude depuis la carte froide avec le moins de cartes "
        "opérateurs (règles C1-C7)",
    "Celsius: reach a hot card from the cold card with the fewest operator cards (rules "
    "C1-C7).":
        "Celsius : atteindre une carte chaude depuis la carte froide avec le moins de cartes "
        "opérateurs (règles C1-C7).",
    "Find the fewest cards reaching a hot value (C4.3-C4.5), and the shortest play per hot "
    "value.":
        "Trouve le moins de cartes qui atteignent une valeur chaude (C4.3-C4.5), et le plus "
        "court calcul pour chaque valeur chaude.",
    "Cold card value, 0..12 (C1.1).": "Valeur de la carte froide, de 0 à 12 (C1.1).",
    "Hot values on the table, e.g. 22,40 (C4.1).":
        "Valeurs chaudes sur la table, par exemple 22,40 (C4.1).",
    'Operator cards, e.g. "+1 x2 x? -3 /2 +5 x4" (C2.3).':
        'Les cartes opérateurs de la main, par exemple "+1 x2 x? -3 /2 +5 x4" (C2.3).',
    "Check a claimed play (C5): valid or the first reason it fails; exit 1 when invalid.":
        "Vérifie un calcul annoncé (C5) : juste, ou la première raison pour laquelle il est "
        "faux ; sortie 1 s'il est faux.",
    'Batch lines add "play" (list or string) and optional "target" to a solve line.':
        'Les lignes d\'un lot ajoutent "play" (liste ou texte) et, au besoin, "target" à une '
        "ligne de solve.",
    'The claimed play in order, e.g. "+1 x2", "+1 x?=2" (C2.2) or, naming the hot value '
    'reached, "+1 x2 = 22".':
        'Le calcul annoncé, dans l\'ordre, par exemple "+1 x2", "+1 x?=2" (C2.2) ou, en nommant '
        'la valeur chaude atteinte, "+1 x2 = 22".',
    "The hot value the player claims to reach (optional).":
        "La valeur chaude que le joueur dit atteindre (facultatif).",
    "Settle a round (C6): hot cards are taken once; fewest cards wins, then the higher hot "
    "card. A player whose claim was hot-card-taken may give one more --claim, later in the "
    "list, on a hot card no first claim took; second claims are settled after every first "
    "claim, in the order given (C6.2).":
        "Règle une manche (C6) : chaque carte chaude n'est prise qu'une fois ; le moins de "
        "cartes l'emporte, puis la plus haute carte chaude. Un joueur dont la carte chaude a "
        "été prise (hot-card-taken) peut faire une seconde annonce --claim, plus loin dans la "
        "liste, sur une carte chaude qu'aucune première annonce n'a prise ; les secondes "
        "annonces se règlent après toutes les premières, dans l'ordre donné (C6.2).",
    "Cold card value, 0..12.": "Valeur de la carte froide, de 0 à 12.",
    "Hot values on the table, e.g. 22,40.": "Valeurs chaudes sur la table, par exemple 22,40.",
    'A claim in announcement order: "ana: +1 x2", "ana: +1 x2 = 22" or "bo: pass".':
        'Une annonce, dans l\'ordre des annonces : "ana: +1 x2", "ana: +1 x2 = 22" ou '
        '"bo: pass".',
    'A player\'s hand, "ana: +1 x2 x? ..."; without it only arithmetic is checked.':
        'La main d\'un joueur, "ana: +1 x2 x? ..." ; sans elle, seuls les calculs sont '
        "vérifiés.",
    'Generate graded "fewest cards" puzzles (C4.3) with answers, as text, Markdown, JSON or '
    "PDF.":
        "Crée des défis « le moins de cartes » (C4.3) gradués, avec leurs réponses, en texte, "
        "Markdown, JSON ou PDF.",
    "How many hot cards lie on the table: 2, or 4 as with four players (C4.1).":
        "Nombre de cartes chaudes sur la table : 2, ou 4 comme à quatre joueurs (C4.1).",
    "Census of Celsius positions (C4.3-C4.5): the share reaching a hot card, the fewest cards "
    "and the optimal plays, by cold value and by wildcards in the hand. --sample N deals N "
    "positions with --seed; --all-hands visits every distinct hand (7 cards: 23,787,145 hands, "
    "19 minutes on 2 cores).":
        "Recensement des positions de Celsius (C4.3-C4.5) : la part qui atteint une carte "
        "chaude, le moins de cartes et les meilleurs calculs, par valeur de la carte froide et "
        "par nombre de jokers en main. --sample N distribue N positions avec --seed ; "
        "--all-hands parcourt chaque main distincte (7 cartes : 23\u202f787\u202f145 mains, "
        "19 minutes sur 2 cœurs).",
    "Positions per task (default {size}).": "Positions par tâche (par défaut {size}).",
    "Every distinct hand of the operator pile once, weighted by its ways to be dealt; a cold "
    "card and two hot cards dealt per hand with --seed.":
        "Chaque main distincte de la pioche des opérateurs une fois, pondérée par ses façons "
        "d'être distribuée ; une carte froide et deux cartes chaudes distribuées par main avec "
        "--seed.",
    "Cards in a hand, 1 to {most} (default {size}, C4.1); --all-hands takes hands of at most 8 "
    "from the reference deck.":
        "Cartes dans une main, de 1 à {most} (par défaut {size}, C4.1) ; --all-hands prend des "
        "mains de 8 cartes au plus du paquet de référence.",
    "random: a random legal play, or a pass when nothing is reachable; bounded: sees only plays "
    "of at most K cards: the best of those, else a pass; perfect: the solver's best play: "
    "fewest cards, then the highest hot card (C4.3); unloader: claims its shortest play when it "
    "takes at most K cards, else unloads its longest play to draw fresh cards (C6.5); ismcts: "
    "information-set Monte Carlo tree search: N iterations a decision (ismcts:N) or N seconds "
    "(ismcts:Ns), playouts by the game's perfect bot; pimc: the best of a few actions played in "
    "the same deals sampled from what the seat sees, each deal played out by the game's perfect "
    "bot: N decisions simulated a decision, within a clock":
        "random : un calcul permis au hasard, ou il passe quand rien n'est atteignable ; "
        "bounded : ne voit que les calculs de K cartes au plus : le meilleur d'entre eux, sinon "
        "il passe ; perfect : le meilleur calcul du solveur : le moins de cartes, puis la plus "
        "haute carte chaude (C4.3) ; unloader : annonce son plus court calcul s'il prend au "
        "plus K cartes, sinon se défausse de son plus long calcul pour piocher des cartes "
        "neuves (C6.5) ; ismcts : recherche arborescente Monte-Carlo sur les ensembles "
        "d'information : N itérations par décision (ismcts:N) ou N secondes (ismcts:Ns), les "
        "fins de partie jouées par le bot perfect du jeu ; pimc : la meilleure de quelques "
        "actions jouées dans les mêmes donnes tirées de ce que voit la place, chaque donne "
        "jouée jusqu'au bout par le bot perfect du jeu : N décisions simulées par décision, "
        "dans un temps limité",
})
"""Celsius's help texts in French."""
