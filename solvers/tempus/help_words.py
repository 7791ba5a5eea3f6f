"""The French of the Professor Tempus commands' help (commands.py), of its census's and its
bots' texts that the shared commands' help shows, keyed by their English
(help_language.HelpTable)."""
from deckmath.help_language import HelpTable

HELP = HelpTable("tempus", {
    "Professor Tempus: legal moves, checker, exact round solver, whole games with bots (rules "
    "P1-P6)":
        "Professor Tempus : coups permis, vérificateur, solveur exact d'une manche, parties "
        "entières contre des bots (règles P1-P6)",
    "Professor Tempus: legal moves, checker, exact round solver, whole games (rules P1-P6).":
        "Professor Tempus : coups permis, vérificateur, solveur exact d'une manche, parties "
        "entières (règles P1-P6).",
    'A position is a JSON object (a file, or inline when it starts with "{") or one line, '
    '"PLAYERS | TO_MOVE | HANDS / ... | HOLDERS / ...": {json} Moves: {moves} (P3.1-P3.4).':
        'Une position est un objet JSON (un fichier, ou le texte même s\'il commence par "{") '
        'ou une ligne,\n"JOUEURS | AU_TRAIT | MAINS / ... | SUPPORTS / ..." :'
        "\n{json}\nCoups : {moves} (P3.1-P3.4).",
    "Solve the rest of the round (P3, P4.1, P4.2), hands open: the best move and its value.":
        "Résout la fin de la manche (P3, P4.1, P4.2), mains ouvertes : le meilleur coup et sa "
        "valeur.",
    "2 players: value = hourglasses in front of the player to move minus those in front of the "
    "opponent when the round ends, both playing perfectly. 3-5 players: hourglasses in front of "
    "the player to move, against opponents who minimise them (paranoid).":
        "À 2 joueurs : valeur = sabliers devant le joueur qui a le trait moins ceux devant "
        "l'adversaire à la fin de la manche, les deux jouant parfaitement. De 3 à 5 joueurs : "
        "sabliers devant le joueur qui a le trait, contre des adversaires qui les minimisent "
        "(paranoïaque).",
    "A deck TOML file with the cards' hourglasses (default: reference deck).":
        "Un fichier TOML de paquet avec les sabliers des cartes (par défaut : le paquet de "
        "référence).",
    "Give every legal move with its value.": "Donne chaque coup permis avec sa valeur.",
    "Stop after about S seconds with the best move found so far (not proven).":
        "S'arrête après environ S secondes avec le meilleur coup trouvé jusque-là (non prouvé).",
    "Every legal move of the player to move, once each, in canonical order (P3).":
        "Chaque coup permis du joueur qui a le trait, une fois chacun, dans l'ordre canonique "
        "(P3).",
    "Check a claimed move: valid, or the first rule it breaks; exit 1 when invalid.":
        "Vérifie un coup annoncé : permis, ou la première règle qu'il enfreint ; sortie 1 s'il "
        "est refusé.",
    "Reasons: round-over (P4.1), not-in-hand, must-bury (P3.4), no-free-holder (P3.1), "
    "no-such-series, own-series (P3.2/P3.3), wrong-direction, wrong-colour (P3.2), cannot-bury "
    "(P3.4).":
        "Raisons : round-over (P4.1), not-in-hand, must-bury (P3.4), no-free-holder (P3.1), "
        "no-such-series, own-series (P3.2/P3.3), wrong-direction, wrong-colour (P3.2), "
        "cannot-bury (P3.4).",
    'The claimed move, e.g. "capture 3 J9" (P3).':
        'Le coup annoncé, par exemple "capture 3 J9" (P3).',
    'Batch lines add "move" to a position line.':
        'Les lignes d\'un lot ajoutent "move" à une ligne de position.',
    "A position to study: a round dealt from the 63 cards (P2.1, P6.1), optionally played at "
    "random until N moves are left (P4.1); --json prints it as a position file (with its seed) "
    "that moves, check and solve read.":
        "Une position à étudier : une manche distribuée parmi les 63 cartes (P2.1, P6.1), au "
        "besoin jouée au hasard jusqu'à ce qu'il reste N coups (P4.1) ; --json l'affiche comme "
        "un fichier de position (avec sa graine) que lisent `moves`, `check` et `solve`.",
    "Without --moves-left it is the first round of the game that `deal`, `play` and `simulate` "
    "deal from the same seed, hands open.":
        "Sans --moves-left, c'est la première manche de la partie que `deal`, `play` et "
        "`simulate` distribuent avec la même graine, mains ouvertes.",
    "Play random legal moves until N moves are left in the round (default: none played, a "
    "fresh deal).":
        "Joue des coups permis au hasard jusqu'à ce qu'il reste N coups dans la manche (par "
        "défaut : aucun, une donne neuve).",
    'Generate graded "best move" puzzles (2 players, hands open, P3-P4), with answers, as '
    "text, Markdown, JSON or PDF.":
        "Crée des défis « meilleur coup » gradués (2 joueurs, mains ouvertes, P3-P4), avec "
        "leurs réponses, en texte, Markdown, JSON ou PDF.",
    "Every puzzle's best move beats every other by at least one hourglass, so --unique keeps "
    "them all.":
        "Le meilleur coup de chaque défi bat tous les autres d'au moins un sablier : --unique "
        "les garde donc tous.",
    "Census of first rounds of 2-player deals (P2.1-P4.2), each solved exactly: seat 1's "
    "margin under perfect play with open hands, its mean with a 95% interval, how often seat 1 "
    "wins, ties and loses, how often the last two moves decide the round, and the margin by the "
    "hourglasses dealt, for the deck's hourglass distribution (--deck, P1.2). About 30 rounds/s "
    "per core; {rounds} rounds by default.":
        "Recensement des premières manches de donnes à 2 joueurs (P2.1-P4.2), chacune résolue "
        "exactement : l'écart de la place 1 en jeu parfait mains ouvertes, sa moyenne avec un "
        "intervalle à 95 %, combien de fois la place 1 gagne, fait égalité et perd, combien de "
        "fois les deux derniers coups décident la manche, et l'écart selon les sabliers "
        "distribués, pour la répartition des sabliers du paquet (--deck, P1.2). Environ 30 "
        "manches par seconde et par cœur ; {rounds} manches par défaut.",
    "Rounds per task (default {size}: about 3 s on one core).":
        "Manches par tâche (par défaut {size} : environ 3 s sur un cœur).",
    "Players: 2 (P2.1). 3 to 5 are refused: the exact search of one 3-player round takes 3 to "
    "over 30 s.":
        "Nombre de joueurs : 2 (P2.1). De 3 à 5, c'est refusé : la recherche exacte d'une "
        "manche à 3 joueurs prend de 3 à plus de 30 s.",
    "random: a legal move drawn uniformly (P3); greedy: the best immediate hourglass gain "
    "(P4.2); solver: the exact solver on 4 samples of the unseen cards, 3,000 nodes each; "
    "sampler: the exact solver on S samples of the unseen cards, 20,000 nodes each, within a "
    "clock; ismcts: information-set Monte Carlo tree search: N iterations a decision "
    "(ismcts:N) or N seconds (ismcts:Ns), playouts by the game's greedy bot":
        "random : un coup permis tiré uniformément (P3) ; greedy : le meilleur gain de sabliers "
        "immédiat (P4.2) ; solver : le solveur exact sur 4 tirages des cartes cachées, 3\u202f000 "
        "nœuds chacun ; sampler : le solveur exact sur S tirages des cartes cachées, 20\u202f000 "
        "nœuds chacun, dans un temps limité ; ismcts : recherche arborescente Monte-Carlo sur "
        "les ensembles d'information : N itérations par décision (ismcts:N) ou N secondes "
        "(ismcts:Ns), les fins de partie jouées par le bot greedy du jeu",
})
"""Professor Tempus's help texts in French."""
