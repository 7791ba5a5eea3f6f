"""The words of the core verbs' shared driver (core/commands.py), in English and French: its
own refusals (the help of a verb is said in French by help_words.py, as all help is)."""
from __future__ import annotations

from deckmath.solvers.words import Table

WORDS = Table("core", en={
    "answer.give": "give --answer (the claimed answer), or --batch FILE",
}, fr={
    "answer.give": "donnez `--answer` (la réponse annoncée), ou `--batch FICHIER`",
})
