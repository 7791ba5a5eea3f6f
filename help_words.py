"""The French of the command line's own help (cli.py: the top-level group, warmup, serve, rules;
conventions.py: the options every command shares, --lang, --json, --seed, the options of every
`generate`, `deck`) and of click's help and version options, keyed by their English
(help_language.HelpTable)."""
from deckmath.help_language import HelpTable

HELP = HelpTable("command line", {
    "Show this message and exit.": "Affiche cette aide et s'arrête.",
    "Show the version and exit.": "Affiche la version et s'arrête.",
    "Examples:": "Exemples :",
    "Example:": "Exemple :",
    "Solve, check and generate puzzles for arithmetic card games.":
        "Résoudre, vérifier et créer des défis pour des jeux de cartes de calcul.",
    "Exit codes: 0 done (a checked claim is valid), 1 a checked claim is invalid, 2 bad input or "
    "usage, 3 a replayed log is valid up to where its game was left, 70 a bug, 74 the output "
    "could not be written, 130 interrupted, 141 stdout was closed. Shell completion (bash): "
    "{completion}":
        "Codes de sortie : 0 fait (l'affirmation vérifiée est juste), 1 l'affirmation vérifiée "
        "est fausse,\n2 entrée ou commande incorrecte, 3 un journal rejoué est juste jusqu'à "
        "l'abandon de sa partie,\n70 un bogue, 74 la sortie n'a pas pu être écrite, 130 "
        "interrompu, 141 la sortie standard était fermée.\nComplétion dans le shell (bash) : "
        "{completion}",
    "Print a game's numbered rules, the ones every answer and message cites (C3.2, T5.1...), "
    "in English or French (the same numbers in both).":
        "Affiche la règle numérotée d'un jeu, celle que citent toutes les réponses et tous les "
        "messages (C3.2, T5.1...), en anglais ou en français (les mêmes numéros dans les deux).",
    "Serve the page in the browser: solve a position, play the bots, print a sheet and read the "
    "rules of every game, with its JSON API under /api/ (docs/page.md).":
        "Sert la page dans le navigateur : résoudre une position, affronter les bots, "
        "imprimer une feuille d'exercices et lire la règle de chaque jeu, avec son API JSON "
        "sous /api/ (docs/page.md).",
    "Address to serve on; another than 127.0.0.1 lets other machines reach the page (said on "
    "stderr).":
        "Adresse d'écoute ; une autre que 127.0.0.1 ouvre la page aux autres machines (signalé "
        "sur la sortie d'erreur).",
    "Open the page in the web browser.": "Ouvre la page dans le navigateur.",
    "Compile every game's search kernels now (numba caches them), so that no later command "
    "waits for it; run it once after installing. Games not yet cached compile side by side, "
    "one per core.":
        "Compile dès maintenant les noyaux de recherche de chaque jeu (numba les garde en "
        "cache), pour qu'aucune commande n'ait à les attendre ensuite ; à lancer une fois après "
        "l'installation. Les jeux pas encore en cache se compilent côte à côte, un par cœur.",
    "Language of the output: en or fr (default: the locale's, else en).":
        "Langue de la sortie : en ou fr (par défaut celle de la locale, sinon en).",
    "Print JSON instead of text.": "Affiche du JSON au lieu du texte.",
    "Random seed; printed so the deal can be replayed. Default: a fresh one.":
        "Graine du hasard ; affichée pour pouvoir redistribuer la même donne. Par défaut, une "
        "nouvelle.",
    "Print the reference deck's TOML file, to copy and edit ({rule}), or check a deck file.":
        "Affiche le fichier TOML du paquet de référence, à copier et modifier ({rule}), ou "
        "vérifie un fichier de paquet.",
    "Read and check a deck file instead.": "Lit et vérifie plutôt un fichier de paquet.",
    "How many puzzles.": "Nombre de défis.",
    "Difficulty: one grade, 1 (warm-up) up to 5 (expert) or the kind's last (below), or a climb "
    "such as 1-5: the sheet rises from the first grade to the last, spread evenly.":
        "Difficulté : un niveau, de 1 (échauffement) à 5 (expert) ou au dernier du type de "
        "défi (ci-dessous), ou une progression comme 1-5 : la feuille monte du premier niveau "
        "au dernier, par paliers réguliers.",
    "Random seed: the same seed and options give the same puzzles.":
        "Graine du hasard : la même graine et les mêmes options donnent les mêmes défis.",
    "Keep only puzzles with exactly one optimal answer.":
        "Ne garde que les défis qui ont exactement une meilleure réponse.",
    "Output format. Default: from -o's suffix (.pdf, .json, .csv, .md), else text.":
        "Format de sortie. Par défaut, d'après l'extension de -o (.pdf, .json, .csv, .md), "
        "sinon texte.",
    "Write to this file (needed for pdf; - for stdout); a file is written whole or not at all.":
        "Écrit dans ce fichier (obligatoire pour pdf ; - pour la sortie standard) ; un fichier "
        "est écrit en entier ou pas du tout.",
    "Puzzles a PDF page (1 to 12: one column up to 3, then two or three); at most {limits}, "
    "whose cards would print under 7 pt beyond.":
        "Défis par page PDF (1 à 12 : une colonne jusqu'à 3, puis deux ou trois) ; au plus "
        "{limits}, dont les cartes seraient imprimées sous 7 pt au-delà.",
    "Puzzles a PDF page (1 to 12: one column up to 3, then two or three).":
        "Défis par page PDF (1 à 12 : une colonne jusqu'à 3, puis deux ou trois).",
    "The PDF's answer key: after the puzzles, in its own file beside -o (NAME-key.pdf), or none.":
        "Le corrigé du PDF : après les défis, dans son propre fichier à côté de -o "
        "(NOM-key.pdf), ou aucun.",
    "A line at the top of each PDF page for a pupil's name, class and date.":
        "Une ligne en haut de chaque page PDF pour le nom, la classe et la date de l'élève.",
    "A deck TOML file (default: reference deck).":
        "Un fichier TOML de paquet (par défaut : le paquet de référence).",
    "Give up after dealing this many candidates.":
        "Abandonne après avoir distribué autant de candidats.",
    "JSON Lines input, one position per line ('-' for stdin); JSON Lines out.":
        "Entrée en JSON Lines, une position par ligne ('-' pour l'entrée standard) ; sortie en "
        "JSON Lines.",
    "The position as one line, its parts separated by | (e.g. {example}), its JSON, or a file "
    "holding either ('-' for stdin).":
        "La position en une ligne, ses parties séparées par | (par exemple {example}), son "
        "JSON, ou un fichier qui tient l'un ou l'autre ('-' pour l'entrée standard).",
    "The position: its one-line text or its JSON (the game's --help shows both), or a file "
    "holding either ('-' for stdin).":
        "La position : sa ligne ou son JSON (l'aide du jeu montre les deux), ou un fichier qui "
        "tient l'un ou l'autre ('-' pour l'entrée standard).",
    "A deck TOML file with the game's cards (default: reference deck).":
        "Un fichier TOML avec les cartes du jeu (par défaut : le paquet de référence).",
    "Solve a position of {title}: the solver's best answer.":
        "Résout une position de {title} : la meilleure réponse du solveur.",
    "Check a claimed answer on a position of {title}; exit 1 when invalid.":
        "Vérifie une réponse annoncée sur une position de {title} ; sortie 1 si elle est "
        "fausse.",
    "Every legal move of a position of {title}.": "Tous les coups permis d'une position de {title}.",
    "Generate graded puzzles of {title} with answers, as text, Markdown, JSON or PDF.":
        "Crée des défis gradués de {title} avec leurs réponses, en texte, Markdown, JSON ou PDF.",
    "The claimed answer, in the game's notation.":
        "La réponse annoncée, dans la notation du jeu.",
    "Batch lines (a file, or - for stdin) read {json}; each gets one JSON line back, in order; "
    "blank lines are skipped.":
        "Les lignes d'un lot (un fichier, ou - pour l'entrée standard) se lisent\n{json} ;\n"
        "chacune reçoit une ligne JSON en retour, dans l'ordre ; les lignes vides sont sautées.",
    "Batch lines (a file, or - for stdin) read {json}; each gets one JSON line back, in order.":
        "Les lignes d'un lot (un fichier, ou - pour l'entrée standard) se lisent\n{json} ;\n"
        "chacune reçoit une ligne JSON en retour, dans l'ordre.",
})
"""The command line's help texts in French."""
