"""The words of the Celsius census's report, figure and progress title (census.py report_text,
plot, Plan), in English and French, in the rule sheet's words (carte froide, cartes chaudes,
joker). The report's JSON keeps its English `mode_text` for programs; the French text says the
census's mode again from its figures."""
from __future__ import annotations

from deckmath.solvers.words import Table

WORDS = Table(
    "celsius.census",
    en={
        "title": "Celsius census (hands of {size})",
        "head": "Celsius census: {deck}, hands of {size}, {mode}",
        "mode.all": "every distinct hand ({hands}), seed {seed} for cold/hot",
        "mode.sample": "{hands} dealt positions, seed {seed}",
        "reachable": "  a hot card reachable (C4.3): {share}{ci}",
        "ci": "  [95%: {low} .. {high}]",
        "fewest": "  fewest cards: {items}",
        "fewest.item": "{k} {share}",
        "none": "none",
        "wildcards": "  by wildcards in the hand: {items}",
        "cold": "  by cold value: {items}",
        "item": "{k}: {share}",
        "figure.fewest": "fewest cards to a hot card (C4.3)",
        "figure.cards": "cards",
        "figure.plays": "optimal plays (C4.5)",
        "figure.plays_axis": "plays",
        "figure.by_cold": "% reaching a hot card, by cold value",
        "figure.by_cold.axis": "cold value",
        "figure.by_wildcards": "% reaching a hot card, by wildcards in the hand",
        "figure.by_wildcards.axis": "wildcards in the hand",
    },
    fr={
        "title": "recensement de Celsius (mains de {size})",
        "head": "recensement de Celsius : {deck}, mains de {size}, {mode}",
        "mode.all": "chaque main distincte ({hands}), graine {seed} pour la carte froide et les "
                    "cartes chaudes",
        "mode.sample": "{hands} positions distribuées, graine {seed}",
        "reachable": "  une carte chaude atteignable (C4.3) : {share}{ci}",
        "ci": "  [95 % : {low} .. {high}]",
        "fewest": "  nombre minimal de cartes : {items}",
        "fewest.item": "{k} : {share}",
        "none": "aucune",
        "wildcards": "  selon les jokers de la main : {items}",
        "cold": "  selon la valeur de la carte froide : {items}",
        "item": "{k} : {share}",
        "figure.fewest": "nombre minimal de cartes pour atteindre une carte chaude (C4.3)",
        "figure.cards": "cartes",
        "figure.plays": "calculs optimaux (C4.5)",
        "figure.plays_axis": "calculs",
        "figure.by_cold": "% atteignant une carte chaude, selon la valeur de la carte froide",
        "figure.by_cold.axis": "valeur de la carte froide",
        "figure.by_wildcards": "% atteignant une carte chaude, selon les jokers de la main",
        "figure.by_wildcards.axis": "jokers de la main",
    },
)
