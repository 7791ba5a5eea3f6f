"""Printed words in English and French (`--lang en|fr`), one table per language."""
from __future__ import annotations

from deckmath.solvers.errors import InputError

LABELS: dict[str, dict[str, str]] = {
    "en": {
        "celsius.fewest": "Celsius - fewest cards",
        "totaux.highest": "Totaux - highest announcement",
        "totaux.make": "Totaux - make the total",
        "grade": "Grade",
        "seed": "seed",
        "puzzle": "Puzzle",
        "answers": "Answers",
        "cold": "cold",
        "hot": "hot",
        "hand": "hand",
        "table": "table",
        "variant": "variant",
        "celsius.fewest.task": "Start from the cold card and reach a hot card with the fewest operator cards.",
        "totaux.highest.task": "Find the highest total you can announce (at least 3 cards).",
        "totaux.make.task": "Reach the total of the marked card with the fewest cards.",
        "cards": "cards",
        "card": "card",
        "to": "to",
        "optimal_plays": "optimal plays",
        "optimal_play": "optimal play",
        "combinations": "combinations",
        "combination": "combination",
        "target": "target",
        "total": "total",
        "why": "grade inputs",
        "none": "nothing reachable",
        "page": "page",
    },
    "fr": {
        "celsius.fewest": "Celsius - le moins de cartes",
        "totaux.highest": "Totaux - la plus haute annonce",
        "totaux.make": "Totaux - atteindre le total",
        "grade": "Niveau",
        "seed": "graine",
        "puzzle": "Défi",
        "answers": "Solutions",
        "cold": "froide",
        "hot": "chaude",
        "hand": "main",
        "table": "table",
        "variant": "variante",
        "celsius.fewest.task": "Partez de la carte froide et atteignez une carte chaude avec le moins de cartes opérateurs.",
        "totaux.highest.task": "Trouvez le plus grand total que vous pouvez annoncer (au moins 3 cartes).",
        "totaux.make.task": "Atteignez le total de la carte marquée avec le moins de cartes.",
        "cards": "cartes",
        "card": "carte",
        "to": "vers",
        "optimal_plays": "solutions optimales",
        "optimal_play": "solution optimale",
        "combinations": "combinaisons",
        "combination": "combinaison",
        "target": "cible",
        "total": "total",
        "why": "critères du niveau",
        "none": "rien d'atteignable",
        "page": "page",
    },
}


def labels(lang: str) -> dict[str, str]:
    if lang not in LABELS:
        raise InputError(f"language {lang!r}: choose one of {', '.join(LABELS)}")
    return LABELS[lang]


def count_phrase(n: int, one: str, many: str, words: dict[str, str]) -> str:
    """`1 card` / `3 cards` in the chosen language."""
    return f"{n} {words[one] if n == 1 else words[many]}"
