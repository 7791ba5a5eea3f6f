"""What a whole game says to the person at the table, at the terminal and on the page, in
English and French: the greeting, the prompts, a refusal, the list of legal actions and the
final ranking. The game's own words (its view, events, action help) are its words table's."""
from __future__ import annotations

from deckmath.solvers.words import Table

WORDS = Table("play", en={
    "players.one": "{n} player",
    "players.many": "{n} players",
    "greeting": "{title}, {players}, seed {seed}: you are seat {seat}.",
    "deal.head": "{title}, {players}, seed {seed}:",
    "deal.seat": "seat {seat}: {view}",
    "deal.solution": "{label}: {solution}",
    "invite": "Type your action (`{help}` says how, `{moves}` lists them), or `{quit}`.",
    "prompt": "seat {seat}> ",
    "left_early": "game left early; {where}",
    "played.rounds.one": "{n} round played",
    "played.rounds.many": "{n} rounds played",
    "played.moves.one": "{n} move played",
    "played.moves.many": "{n} moves played",
    "not_understood": "not understood: {error}; type `{help}` for how to write an action",
    "refused": "refused: {reason} ({rule})",
    "try_again": "{refusal}; try again",
    "no_list": "no list here: any action the rules allow is yours to write (`{help}` says how)",
    "legal": "{n} legal: {listing}",
    "more": ", and {more} more (`{moves} {all}` lists every one)",
    "ranking": "final ranking: {rows}",
    "ranking.row": "{rank}. seat {seat} score {score}",
    "ranking.row_you": "{rank}. seat {seat} (you) score {score}",
    "ranking.shared": " (shared first place)",
}, fr={
    "players.one": "{n} joueur",
    "players.many": "{n} joueurs",
    "greeting": "{title}, {players}, graine {seed} : vous êtes le joueur {seat}.",
    "deal.head": "{title}, {players}, graine {seed} :",
    "deal.seat": "joueur {seat} : {view}",
    "deal.solution": "{label} : {solution}",
    "invite": "Tapez votre action (`{help}` dit comment, `{moves}` les liste), ou `{quit}`.",
    "prompt": "joueur {seat}> ",
    "left_early": "partie quittée avant la fin ; {where}",
    "played.rounds.one": "{n} manche jouée",
    "played.rounds.many": "{n} manches jouées",
    "played.moves.one": "{n} coup joué",
    "played.moves.many": "{n} coups joués",
    "not_understood": "incompris : {error} ; tapez `{help}` pour savoir comment écrire une action",
    "refused": "refusé : {reason} ({rule})",
    "try_again": "{refusal} ; essayez encore",
    "no_list": "pas de liste ici : toute action permise par la règle peut s'écrire "
               "(`{help}` dit comment)",
    "legal": "{n} permises : {listing}",
    "more": ", et {more} de plus (`{moves} {all}` les liste toutes)",
    "ranking": "classement final : {rows}",
    "ranking.row": "{rank}. joueur {seat} score {score}",
    "ranking.row_you": "{rank}. joueur {seat} (vous) score {score}",
    "ranking.shared": " (première place partagée)",
})
