"""The French of the whole-game commands' help (play/commands.py: deal, play, simulate, replay;
play/ladder_commands.py: ladder; play/options.py), keyed by their English with the game's facts
as fields (help_language.HelpTable): a game's title, its rules, its bots' own descriptions
(each game's help_words says those)."""
from deckmath.help_language import HelpTable

HELP = HelpTable("play", {
    "(rules {rules}: `deckmath rules {game}`)": "(règles {rules} : `deckmath rules {game}`)",
    "Deal the start of a game of {title} (rules {rules}: `deckmath rules {game}`): what each "
    "seat holds and the table, as `play` and game 0 of `simulate` deal it from the same seed, "
    "and the solver's answer for each position dealt.":
        "Distribue le début d'une partie de {title} (règles {rules} : `deckmath rules {game}`) : "
        "ce que tient chaque place et la table, comme `play` et la partie 0 de `simulate` les "
        "distribuent avec la même graine, et la réponse du solveur pour chaque position "
        "distribuée.",
    "Players.": "Nombre de joueurs.",
    "Players, you included.": "Nombre de joueurs, vous compris.",
    "Players in each game.": "Nombre de joueurs dans chaque partie.",
    "Players at the table.": "Nombre de joueurs à la table.",
    "Your seat (from 1).": "Votre place (à partir de 1).",
    "A deck TOML file (default: the reference deck; `deck` prints it).":
        "Un fichier TOML de paquet (par défaut : le paquet de référence ; `deck` l'affiche).",
    "How many games.": "Nombre de parties.",
    "Play many games of {title} between bots (rules {rules}: `deckmath rules {game}`) and tally "
    "them: win rate by bot and by seat (95% Wilson intervals; a first place shared by k players "
    "credits each 1/k of a win), shared first places, game length and the game's own figures. "
    "Game n (from 1) is dealt from seed + n - 1, and the bots move one seat a game, so that each "
    "sits in each seat in turn.":
        "Fait jouer de nombreuses parties de {title} entre bots (règles {rules} : "
        "`deckmath rules {game}`) et en fait le bilan : taux de victoire par bot et par place "
        "(intervalles de Wilson à 95 % ; une première place partagée par k joueurs compte 1/k "
        "de victoire à chacun), premières places partagées, durée des parties et les chiffres "
        "propres au jeu. La partie n (à partir de 1) est distribuée avec la graine + n - 1, et "
        "les bots changent de place à chaque partie, pour occuper chaque place à tour de "
        "rôle.",
    "Write every game's log to FILE, one JSON line a game (for `replay`); written whole or not "
    "at all.":
        "Écrit le journal de chaque partie dans FICHIER, une ligne JSON par partie (pour "
        "`replay`) ; écrit en entier ou pas du tout.",
    "Write a row a game to FILE as CSV (game, seed, length, each seat's bot, score and rank, "
    "winners), for a spreadsheet; written whole or not at all.":
        "Écrit une ligne par partie dans FICHIER au format CSV (partie, graine, durée, bot, "
        "score et rang de chaque place, gagnants), pour un tableur ; écrit en entier ou pas du "
        "tout.",
    "Check game logs of {title} (from `simulate --log` or `play --log`, one game a line) against "
    "the rules (rules {rules}: `deckmath rules {game}`): each game is dealt again from its seed, "
    "every action applied again through the rules and every bot's choice derived again, every "
    "event and the result compared field for field. Exit 0 if every log is what the rules give, "
    "1 at the first difference (its event number and rule are printed), 2 if the file is not a "
    "log of {again}, 3 if a log marked incomplete (a game left early) is valid up to where it "
    "was left.":
        "Vérifie des journaux de parties de {title} (de `simulate --log` ou `play --log`, une "
        "partie par ligne) selon la règle (règles {rules} : `deckmath rules {game}`) : chaque "
        "partie est redistribuée avec sa graine, chaque action rejouée selon la règle et chaque "
        "choix des bots recalculé, chaque événement et le résultat comparés champ par champ. "
        "Sortie 0 si chaque journal est conforme à la règle, 1 à la première différence (son "
        "numéro d'événement et sa règle sont affichés), 2 si le fichier n'est pas un journal de "
        "{again}, 3 si un journal marqué inachevé (une partie quittée en cours) est juste "
        "jusqu'à son abandon.",
    "The deck TOML file the games were played with (default: the reference deck).":
        "Le fichier TOML du paquet des parties (par défaut : le paquet de référence).",
    "Play a game of {title} at the terminal against bots (rules {rules}: `deckmath rules "
    "{game}`). Type your action in the game's notation when your seat is to move, `help` for "
    "how to write one, `moves` for the legal ones, `quit` to stop; an action the rules refuse is "
    "explained with its rule and typed again. `quit`, end of input or Ctrl-C keep the log so "
    "far, marked incomplete.":
        "Joue une partie de {title} au terminal contre des bots (règles {rules} : "
        "`deckmath rules {game}`). Quand c'est à votre place de jouer, tapez votre action dans "
        "la notation du jeu, `aide` pour savoir l'écrire, `coups` pour les actions permises, "
        "`quitter` pour arrêter ; une action que la règle refuse est expliquée avec sa règle et "
        "se tape à nouveau. `quitter`, la fin de l'entrée ou Ctrl-C gardent le journal "
        "jusque-là, marqué inachevé.",
    "To play, run `deckmath {game} play --seed 7` and type your actions.":
        "Pour jouer, lancez `deckmath {game} play --seed 7` et tapez vos actions.",
    "How strong the bots are: {levels}; or N search iterations a decision (ismcts:N); default "
    "{default}, unless --bots names them. docs/strength measures them.":
        "La force des bots : {levels} ; ou N itérations de recherche par décision "
        "(ismcts:N) ; `{default}` par défaut, sauf si --bots les nomme. docs/strength les "
        "mesure.",
    "easy ({easy}); medium ({medium}); hard ({hard})":
        "`easy` ({easy}) ; `medium` ({medium}) ; `hard` ({hard})",
    "{kinds}: one for {what}, or one per seat separated by commas ({described}).":
        "{kinds} : un pour {what}, ou un par place séparés par des virgules ({described}).",
    "{kinds}: one for {what}, or one per seat separated by commas ({described}). Instead of "
    "--level.":
        "{kinds} : un pour {what}, ou un par place séparés par des virgules ({described}). Au "
        "lieu de --level.",
    "every seat": "chaque place",
    "every other seat": "chacune des autres places",
    "Write the game's log to FILE at the end, or when you leave (for `replay`).":
        "Écrit le journal de la partie dans FICHIER à la fin, ou quand vous partez (pour "
        "`replay`).",
    "Rate bots of {title} against each other (rules {rules}: `deckmath rules {game}`): every "
    "two bots play --games games (the same deals for every pair, seats turned so that each bot "
    "holds each seat equally often){alone}, and a Bradley-Terry fit gives ratings on the Elo "
    "scale, the first bot listed at 0, with 95% intervals by bootstrap over games. Then the win "
    "rate of every bot against every other (95% Wilson intervals; a first place shared by k "
    "credits 1/k of a win), and skill against luck: the strongest bot against random, against "
    "itself (what a seat is worth between equals), and the share of games the better bot wins "
    "at each step of the ladder. The games run on Dask: a LocalCluster on this machine's cores, "
    "or --scheduler; --workers 0 plays them in this process. Progress goes to stderr.":
        "Classe des bots de {title} les uns contre les autres (règles {rules} : "
        "`deckmath rules {game}`) : chaque paire de bots joue --games parties (les mêmes "
        "donnes pour chaque paire, les places tournant pour que chaque bot occupe chaque "
        "place aussi souvent){alone}, et un ajustement de Bradley-Terry donne des cotes sur "
        "l'échelle Elo, le premier bot nommé à 0, avec des intervalles à 95 % par bootstrap "
        "sur les parties. Puis le taux de victoire de chaque bot contre chaque autre "
        "(intervalles de Wilson à 95 % ; une première place partagée par k compte 1/k de "
        "victoire), et l'adresse face à la chance : le bot le plus fort contre random, contre "
        "lui-même (ce que vaut une place entre égaux), et la part des parties que le meilleur "
        "bot remporte à chaque échelon du classement. Les parties tournent sur Dask : un "
        "LocalCluster sur les cœurs de cette machine, ou --scheduler ; --workers 0 les joue "
        "dans ce processus. La progression s'affiche sur la sortie d'erreur.",
    " ({title} is played by {n}: a pair seats one bot alone against {others} of the other, "
    "each in turn)":
        " ({title} se joue à {n} : une paire place un bot seul contre {others} de l'autre, "
        "chacun son tour)",
    "Two or more distinct bots separated by commas, the anchor (rating 0) first: {kinds}.":
        "Deux bots différents ou plus, séparés par des virgules, la référence (cote 0) en "
        "premier : {kinds}.",
    "Games of every pair (and of the strongest bot against itself).":
        "Parties de chaque paire (et du bot le plus fort contre lui-même).",
    "A running Dask scheduler, e.g. tcp://host:8786 (default: DASK_SCHEDULER_ADDRESS, else a "
    "LocalCluster).":
        "Un ordonnanceur Dask en marche, par exemple tcp://host:8786 (par défaut : "
        "DASK_SCHEDULER_ADDRESS, sinon un LocalCluster).",
    "Worker processes of the LocalCluster (default: one per core); 0 plays every game in this "
    "process.":
        "Processus de calcul du LocalCluster (par défaut : un par cœur) ; 0 joue toutes les "
        "parties dans ce processus.",
    "Games of one pair in a task (default: a quarter of --games, 10 to 100); the results do not "
    "depend on it.":
        "Parties d'une paire par tâche (par défaut : le quart de --games, de 10 à 100) ; les "
        "résultats n'en dépendent pas.",
    "Play only these pairs of the bots of --bots (each written as --bots writes it), e.g. "
    "random/greedy,greedy/planner; default every two.":
        "Ne joue que ces paires des bots de --bots (chacun écrit comme dans --bots), par "
        "exemple random/greedy,greedy/planner ; par défaut toutes les paires.",
    "Whether the strongest bot then plays --games games against itself (what a seat is worth "
    "between equals).":
        "Si le bot le plus fort joue ensuite --games parties contre lui-même (ce que vaut une "
        "place entre égaux).",
    "Draw the ratings with their intervals into FILE, in the format its suffix names: .png, "
    ".svg or .pdf (written whole or not at all).":
        "Dessine les cotes et leurs intervalles dans FICHIER, au format que donne son "
        "extension : .png, .svg ou .pdf (écrit en entier ou pas du tout).",
})
"""The whole-game commands' help texts in French."""
