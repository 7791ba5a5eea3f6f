"""The French of `generate --help`'s grading text (labels.grading_help): the English help shows
each kind's grades in English and in French, the French help in French only; keyed by the
English help each game's `generate` shows (help_language.HelpTable)."""
from deckmath.generators.labels import grading_help
from deckmath.help_language import HelpTable
from deckmath.solvers import registry

HELP = HelpTable("grades", {
    grading_help(name).removeprefix("\b\n"): grading_help(name, ("fr",)).removeprefix("\b\n")
    for name in registry.names() if registry.game(name).puzzle_kinds
})
"""Each game's grading text, said in French alone."""
