"""Printed words in English and French (`--lang en|fr`): the words every puzzle sheet uses, and
each game's own words (its kinds' titles and tasks, the words of its questions), looked up in
the registry."""
from __future__ import annotations

from collections.abc import Mapping

from deckmath.solvers import registry
from deckmath.solvers.errors import InputError

LABELS: dict[str, dict[str, str]] = {
    "en": {
        "grade": "Grade",
        "seed": "seed",
        "puzzle": "Puzzle",
        "answers": "Answers",
        "cards": "cards",
        "card": "card",
        "why": "grade inputs",
        "page": "page",
        "yes": "yes",
        "no": "no",
        "number": "number",
        "question": "question",
        "answer": "answer",
        "name": "Name",
        "class": "Class",
        "date": "Date",
        "colon": ":",
    },
    "fr": {
        "grade": "Niveau",
        "seed": "graine",
        "puzzle": "Défi",
        "answers": "Solutions",
        "cards": "cartes",
        "card": "carte",
        "why": "critères du niveau",
        "page": "page",
        "yes": "oui",
        "no": "non",
        "number": "numéro",
        "question": "question",
        "answer": "réponse",
        "name": "Nom",
        "class": "Classe",
        "date": "Date",
        "colon": "\u00a0:",
    },
}
"""Words shared by every game's sheets."""


def labels(lang: str, game: str | None = None) -> dict[str, str]:
    """The words of a language: the shared ones and, given a game, that game's own."""
    if lang not in LABELS:
        raise InputError(f"language {lang!r}: choose one of {', '.join(LABELS)}")
    words = dict(LABELS[lang])
    if game is not None:
        words.update(registry.game(game).words[lang])
    return words


def count_phrase(n: int, one: str, many: str, words: Mapping[str, str]) -> str:
    """`1 card` / `3 cards` in the chosen language."""
    return f"{n} {words[one] if n == 1 else words[many]}"
