"""The words of the puzzle sheets' refusals, in English and French: a grade or a range of
grades (ladder.py), a count the deals could not meet (puzzle_set.py), a page the cards do not
fit, a paper or an answer key (render_pdf.py), a language (labels.py). Each is one line naming
what was wrong; the value typed, keywords and flags stay as they are in both languages."""
from __future__ import annotations

from deckmath.solvers.words import Table

WORDS = Table(
    "generators.input",
    en={
        "grade_form": "{what} must be a grade such as 3 or a range such as 1-5, not {value}",
        "grade_pair": "{what} as a pair is two whole grades such as (1, 5), not {value}",
        "grade_down": "{what} {given} go down: write the easier grade first, {instead}",
        "grade_range": "{asked}grade {grade} is outside {low}..{high}{fewer}",
        "grade_asked": "{what} {first}-{last}: ",
        "grade_fewer": " ({who} have {levels} grades)",
        "grade_who": "{game} {kind} puzzles",
        "grade_these": "these puzzles",
        "grade_empty": "{what} is empty: write a grade such as 3 or a range such as 1-5",
        "grade_digit": "{what} {shown}: {char} is not a digit; write a range such as 1-5",
        "grade_ends": "{what} {shown}: write a grade such as 3 or a range such as 1-5, both "
                      "ends given",
        "grade_run": "{what} {shown}: grades run from {low} to {high}",
        "count": "count {count}: ask for at least one puzzle",
        "found": "found only {found}{what} in {deals} deals from deck {deck}; ask for another "
                 "grade, fewer puzzles{unique}{larger}",
        "found_grade": "{count} of {wanted} grade {grade}",
        "found_what": " {game} {kind} puzzles",
        "found_what_unique": " unique {game} {kind} puzzles",
        "found_unique": ", or without --unique",
        "found_larger": ", or a larger --max-deals",
        "per_page": "{per_page} puzzles a page: choose 1 to {most}{why}",
        "per_page_why": " ({title} cards print legibly at most {most} a page)",
        "per_page_small": "{per_page} puzzles a page: {title} cards would print under {points} "
                          "pt on {paper} paper; choose 1 to {most}",
        "paper": "paper {paper}: choose a4 or letter",
        "key": "answer key {key}: choose one of {keys}",
        "key_file": "a separate answer key needs a file to go to",
        "language": "language {lang}: choose one of {langs}",
    },
    fr={
        "grade_form": "`{what}` doit être un niveau comme 3 ou une plage comme 1-5, pas {value}",
        "grade_pair": "`{what}` en paire, ce sont deux niveaux entiers comme (1, 5), pas {value}",
        "grade_down": "`{what}` {given} va en descendant : écrivez d'abord le niveau le plus "
                      "facile, {instead}",
        "grade_range": "{asked}le niveau {grade} n'est pas entre {low} et {high}{fewer}",
        "grade_asked": "`{what}` {first}-{last} : ",
        "grade_fewer": " ({who} ont {levels} niveaux)",
        "grade_who": "les défis {kind} de {game}",
        "grade_these": "ces défis",
        "grade_empty": "`{what}` est vide : écrivez un niveau comme 3 ou une plage comme 1-5",
        "grade_digit": "`{what}` {shown} : {char} n'est pas un chiffre ; écrivez une plage comme "
                       "1-5",
        "grade_ends": "`{what}` {shown} : écrivez un niveau comme 3 ou une plage comme 1-5, avec "
                      "ses deux bornes",
        "grade_run": "`{what}` {shown} : les niveaux vont de {low} à {high}",
        "count": "nombre {count} : demandez au moins un défi",
        "found": "seulement {found} trouvés{what} en {deals} donnes du paquet {deck} ; "
                 "demandez un autre niveau, moins de défis{unique}{larger}",
        "found_grade": "{count} sur {wanted} de niveau {grade}",
        "found_what": " (défis {kind} de {game})",
        "found_what_unique": " (défis {kind} uniques de {game})",
        "found_unique": ", ou sans `--unique`",
        "found_larger": ", ou un `--max-deals` plus grand",
        "per_page": "{per_page} défis par page : choisissez de 1 à {most}{why}",
        "per_page_why": " (les cartes de {title} restent lisibles jusqu'à {most} par page)",
        "per_page_small": "{per_page} défis par page : les cartes de {title} seraient "
                          "imprimées en moins de {points} pt sur du papier {paper} ; "
                          "choisissez de 1 à {most}",
        "paper": "papier {paper} : choisissez a4 ou letter",
        "key": "corrigé {key} : choisissez parmi {keys}",
        "key_file": "un corrigé séparé a besoin d'un fichier où aller",
        "language": "langue {lang} : choisissez parmi {langs}",
    },
)
