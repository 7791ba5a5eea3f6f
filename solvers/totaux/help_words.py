"""The French of the Totaux commands' help (commands.py), of its census's, its options' and its
bots' texts that the shared commands' help shows, keyed by their English
(help_language.HelpTable)."""
from deckmath.help_language import HelpTable

HELP = HelpTable("totaux", {
    "Totaux: reach a card's total from other table cards' faces (rules T1-T8)":
        "Totaux : atteindre le total d'une carte avec les faces des autres cartes de la table "
        "(règles T1-T8)",
    "Totaux: reach a card's total from other table cards' faces (rules T1-T8).":
        "Totaux : atteindre le total d'une carte avec les faces des autres cartes de la table "
        "(règles T1-T8).",
    "Solve a table (T5): for every card as the last card, fewest cards, number of combinations "
    "and one example; the best announcement and whether a prime is possible. A table too large "
    "to count within about a second (often 10 to 12 cards) gets its counts as lower bounds "
    "(every combination of up to K' cards counted) and exact fewest cards and examples from a "
    "search of every combination of up to K cards (K' and K are printed).":
        "Résout une table (T5) : pour chaque carte prise comme dernière carte, le moins de "
        "cartes, le nombre de combinaisons et un exemple ; la meilleure annonce et si un total "
        "premier est possible. Une table trop grande pour tout compter en une seconde environ "
        "(souvent 10 à 12 cartes) reçoit des comptes minimums (toutes les combinaisons de K' "
        "cartes au plus comptées), et le moins de cartes exact et des exemples d'une recherche "
        "de toutes les combinaisons de K cartes au plus (K' et K sont affichés).",
    'Table cards "faces:total", e.g. "35:24 16:7 22:13 44:50 15:31 26:12" (T1.3).':
        'Les cartes de la table "faces:total", par exemple "35:24 16:7 22:13 44:50 15:31 '
        '26:12" (T1.3).',
    "chain (default, T3.3) or pair (T3.4).":
        "chain, la chaîne (par défaut, T3.3) ou pair, la variante par paire (T3.4).",
    "chain (T3.3) or pair (T3.4).":
        "chain, la chaîne (T3.3) ou pair, la variante par paire (T3.4).",
    "chain (T3.3) or pair (T3.4); default chain.":
        "chain, la chaîne (T3.3) ou pair, la variante par paire (T3.4) ; chain par défaut.",
    "Also list up to N combinations (or all), fewest cards first, streamed.":
        "Énumère aussi jusqu'à N combinaisons (ou all : toutes), le moins de cartes d'abord, "
        "au fil de l'eau.",
    "JSON Lines input, one table per line ('-' for stdin); JSON Lines out.":
        "Entrée en JSON Lines, une table par ligne ('-' pour l'entrée standard) ; sortie en "
        "JSON Lines.",
    "Skip exact counting: fewest cards and one example per card from the layered search "
    "(counts not computed); about a second for a 12-card reference deal, longer when totals "
    "need 8 cards or more.":
        "Ne compte pas exactement : le moins de cartes et un exemple par carte, par la "
        "recherche par couches (sans les comptes) ; environ une seconde pour une donne de 12 "
        "cartes du paquet de référence, davantage quand les totaux demandent 8 cartes ou plus.",
    "Check an announced total or a written calculation (T6); exit 1 when invalid.":
        "Vérifie un total annoncé ou un calcul écrit (T6) ; sortie 1 s'il est faux.",
    'Batch lines read {json} or {other}; a calculation\'s variant follows its notation (T4.2).':
        "Les lignes d'un lot se lisent {json} ou\n{other} ;\nla variante d'un calcul suit sa "
        "notation (T4.2).",
    "An announced total to check (T6.1).": "Un total annoncé, à vérifier (T6.1).",
    'A written calculation, e.g. "4 x6 +2 -3 = 23" or "4 x(6+2) -3 = 29" (T4), optionally with '
    'its cards\' table positions as play reads them, "... = 23 @ 2,5,1", or as the answers print '
    'them, "#2,5,1: ...".':
        'Un calcul écrit, par exemple "4 x6 +2 -3 = 23" ou "4 x(6+2) -3 = 29" (T4), au besoin '
        "avec les places de ses cartes sur la table, comme `play` les lit, "
        '"... = 23 @ 2,5,1", ou comme les réponses les affichent, "#2,5,1: ...".',
    "The table positions of the calculation's cards, in order, e.g. 2,5,1 (or after @ in "
    "--calc).":
        "Les places sur la table des cartes du calcul, dans l'ordre, par exemple 2,5,1 (ou "
        "après @ dans --calc).",
    "JSON Lines input, one claim per line ('-' for stdin); JSON Lines out.":
        "Entrée en JSON Lines, une annonce par ligne ('-' pour l'entrée standard) ; sortie en "
        "JSON Lines.",
    "Generate graded Totaux puzzles on 6 dealt cards, with answers, as text, Markdown, JSON or "
    "PDF.":
        "Crée des défis de Totaux gradués sur 6 cartes distribuées, avec leurs réponses, en "
        "texte, Markdown, JSON ou PDF.",
    "highest: the best announcement (T5.2); make: reach a marked card's total (T5.1).":
        "highest : la meilleure annonce (T5.2) ; make : atteindre le total d'une carte marquée "
        "(T5.1).",
    "The game's variant, fixed for the whole game (T7.1): chain (T3.3) or pair (T3.4); every "
    "shown calculation is written in it.":
        "La variante de la partie, fixée pour toute la partie (T7.1) : chain, la chaîne (T3.3) "
        "ou pair, la variante par paire (T3.4) ; chaque calcul montré s'écrit dans celle-ci.",
    "Probability 0..1 that a bot with nothing to outbid announces a table total it did not see "
    "(a bluff; it fails unless a combination exists, T7.2).":
        "Probabilité, de 0 à 1, qu'un bot qui n'a rien pour surenchérir annonce un total de "
        "la table qu'il n'a pas vu (un bluff ; il échoue sauf si une combinaison existe, T7.2).",
    "Census of a deck's 6-card deals (T5, T7.1): how often some total, the highest total, a "
    "prime total can be announced; the best announcement; the fewest cards per card (and "
    "combinations with --counts). Every deal of the reference deck, --deals all, takes 0.5 to "
    "2 h on 2 cores.":
        "Recensement des donnes de 6 cartes d'un paquet (T5, T7.1) : combien de fois un total, "
        "le plus haut total, un total premier peut être annoncé ; la meilleure annonce ; le "
        "moins de cartes par carte (et les combinaisons avec --counts). Toutes les donnes du "
        "paquet de référence, --deals all, prennent 0,5 à 2 h sur 2 cœurs.",
    "Deals per task (default {size}; {counted} with --counts).":
        "Donnes par tâche (par défaut {size} ; {counted} avec --counts).",
    "all: every 6-card deal of the deck exactly once (combinatorial unranking).":
        "all : chaque donne de 6 cartes du paquet exactement une fois (chaque donne tirée "
        "de son rang par le calcul combinatoire).",
    "Also count each card's combinations (T3.7): about 7 times slower.":
        "Compte aussi les combinaisons de chaque carte (T3.7) : environ 7 fois plus lent.",
    "bounded: sees only combinations of at most K cards, K 3..6; random: announces a random "
    "total among those it sees; perfect: sees every combination (the solver); ismcts: "
    "information-set Monte Carlo tree search: N iterations a decision (ismcts:N) or N seconds "
    "(ismcts:Ns), playouts by the game's perfect bot; pimc: the best of a few actions played in "
    "the same deals sampled from what the seat sees, each deal played out by the game's perfect "
    "bot: N decisions simulated a decision, within a clock":
        "bounded : ne voit que les combinaisons de K cartes au plus, K de 3 à 6 ; random : "
        "annonce un total au hasard parmi ceux qu'il voit ; perfect : voit toutes les "
        "combinaisons (le solveur) ; ismcts : recherche arborescente Monte-Carlo sur les "
        "ensembles d'information : N itérations par décision (ismcts:N) ou N secondes "
        "(ismcts:Ns), les fins de partie jouées par le bot perfect du jeu ; pimc : la "
        "meilleure de quelques actions jouées dans les mêmes donnes tirées de ce que voit la "
        "place, chaque donne jouée jusqu'au bout par le bot perfect du jeu : N décisions "
        "simulées par décision, dans un temps limité",
})
"""Totaux's help texts in French."""
