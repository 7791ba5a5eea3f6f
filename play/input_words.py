"""The words of the whole-game commands' refusals, in English and French: a bad `--bots`,
`--level`, `--pairs` or ladder size (seats.py, levels.py, ladder.py), a file that is not a game
log (log.py), an option that does not go with another (commands.py, ladder_commands.py). Each
is one line naming what was wrong; the token the person typed, flags and rule numbers stay as
they are in both languages."""
from __future__ import annotations

from deckmath.solvers.words import Table

WORDS = Table(
    "play.input",
    en={
        # bots and levels (seats.py, levels.py)
        "bots": "--bots",
        "flag_level": "--level",
        "seat_player": "seat {number}'s player",
        "not_text": "{what} must be text, not {value}",
        "empty_bot": "{what} has an empty bot: choose {kinds}",
        "unknown_bot": "{what}: unknown bot {name}: choose {kinds}",
        "no_arg": "{what}: {name} takes no {arg} (write just {name})",
        "needs_arg": "{what}: {name} needs its {arg}, as {name}:{arg} with {arg} from {low} to "
                     "{high}",
        "arg_range": "{what}: {name}:{value} is out of range: {arg} goes from {low} to {high}",
        "seconds_form": "{what}: the time budget of {name} must be a number of seconds, as "
                        "{name}:2s or {name}:0.5s, not {value}",
        "seconds_range": "{what}: {name}:{value}s is out of range: a time budget goes from "
                         "above 0 to {most} seconds",
        "bots_empty": "--bots is empty: choose {kinds}",
        "too_long": "{what} is too long ({length} characters; at most {most})",
        "bots_char": "--bots: unexpected character {char}",
        "bots_count": "--bots names {count} bots for {seats} seats: name one for every seat or "
                      "exactly {seats}",
        "level_none": "--level: this game has no search bot; name the bots with --bots",
        "level_choose": "--level: choose {names} or a number of search iterations from 1 to "
                        "{most}, not {value}",
        # a ladder (ladder.py, ladder_commands.py)
        "ladder_one": "--bots names one bot ({bot}): a ladder needs two or more, separated by "
                      "commas",
        "ladder_many": "--bots names {count} bots: a ladder takes at most {most}",
        "ladder_twice": "--bots names {bot} twice: name each bot once",
        "ladder_games": "--games {games}: give 1 to {most} games a pair",
        "ladder_players": "--players {players}: {title} takes {low} to {high} players",
        "ladder_chunk": "--chunk-size {chunk}: give 1 to {most} games a task",
        "ladder_resamples": "resamples={resamples}: give 10 to 100000",
        "pairs_empty": "--pairs: give pairs a/b of the bots of --bots, separated by commas",
        "pairs_not_pair": "--pairs: {token} is not a pair a/b",
        "pairs_unknown": "--pairs: {name} is not one of the bots of --bots",
        "pairs_self": "--pairs: {token} pairs a bot with itself",
        "pairs_twice": "--pairs names {token} twice",
        "pairs_left_out": "--pairs leaves {bots} out: every bot of --bots plays in a pair at "
                          "least",
        "workers_here": "workers=0 plays in this process: it does not go with a scheduler",
        "plot_stdout": "--plot - would mix the picture with the report on stdout: give a file",
        "plot_suffix": "--plot {path}: the suffix names the format; write .png, .svg or .pdf",
        "workers_scheduler": "--workers sizes the LocalCluster: it does not go with --scheduler",
        "workers_range": "--workers {size}: give 1 to {most} worker processes, or 0 to play in "
                         "this process",
        # simulate's files and a game at the prompt (commands.py)
        "seat_range": "--seat {seat}: a game of {players} has seats 1 to {players}",
        "level_and_bots": "--level and --bots both name the bots: give one",
        "log_stdout": "--log - would mix the log with the game on stdout: give a file",
        "stdout_mix": "{flag} - would mix its lines with the summary on stdout: give a file",
        "same_file": "--log and --csv name the same file: give two",
        # game logs (log.py)
        "log_size": "{name}: a log is at most {most} MB",
        "stdin": "stdin",
        "the_log": "the log",
        "at_line": "{name} line {number}",
        "not_utf8": "{name} line {number} is not UTF-8 text",
        "not_json": "{name} is not JSON: {error} at line {line}, column {column}",
        "line_not_log": "{name} line {number} is not a game log",
        "not_object": "{where} is not a game log: a JSON object was expected",
        "no_field": "{where} is not a game log: it has no field {key}",
        "field_type": "{where}: field {key} must be {wanted}, not {value}",
        "other_game": "{where} is a log of {logged}, not of {game}",
        "version": "{where} is a version {version} log; this deckmath reads version {reads}",
        "event_object": "{where}: event {index} must be a JSON object, not {value}",
        "seat_object": "{where}: seat entry {index} must be a JSON object, not {value}",
        "cut": "{where}: field 'cut' must be a list of event numbers (from 1), not {value}",
        "or": " or ",
        "type.str": "text",
        "type.int": "a whole number",
        "type.float": "a number",
        "type.bool": "true or false",
        "type.list": "a list",
        "type.dict": "a JSON object",
        "type.none": "null",
        # the prompt (session.py)
        "stdin_error": "cannot read stdin: {error}",
    },
    fr={
        "bots": "`--bots`",
        "flag_level": "`--level`",
        "seat_player": "le joueur {number}",
        "not_text": "{what} doit être du texte, pas `{value}`",
        "empty_bot": "{what} contient un bot vide : choisissez {kinds}",
        "unknown_bot": "{what} : bot inconnu {name} : choisissez {kinds}",
        "no_arg": "{what} : {name} ne prend pas de {arg} (écrivez seulement {name})",
        "needs_arg": "{what} : {name} demande son {arg}, sous la forme {name}:{arg} avec {arg} "
                     "de {low} à {high}",
        "arg_range": "{what} : {name}:{value} est hors limites : {arg} va de {low} à {high}",
        "seconds_form": "{what} : le temps alloué à {name} doit être un nombre de secondes, "
                        "comme {name}:2s ou {name}:0.5s, pas {value}",
        "seconds_range": "{what} : {name}:{value}s est hors limites : le temps alloué va d'un "
                         "peu plus de 0 à {most} secondes",
        "bots_empty": "`--bots` est vide : choisissez {kinds}",
        "too_long": "{what} est trop long ({length} caractères ; au plus {most})",
        "bots_char": "`--bots` : caractère inattendu {char}",
        "bots_count": "`--bots` nomme {count} bots pour {seats} joueurs : nommez-en un pour tous "
                      "ou exactement {seats}",
        "level_none": "`--level` : ce jeu n'a pas de bot de recherche ; nommez les bots avec "
                      "`--bots`",
        "level_choose": "`--level` : choisissez `{names}` ou un nombre d'itérations de recherche "
                        "de 1 à {most}, pas {value}",
        "ladder_one": "`--bots` nomme un seul bot ({bot}) : un classement en demande au moins "
                      "deux, séparés par des virgules",
        "ladder_many": "`--bots` nomme {count} bots : un classement en prend au plus {most}",
        "ladder_twice": "`--bots` nomme {bot} deux fois : nommez chaque bot une seule fois",
        "ladder_games": "`--games` {games} : donnez de 1 à {most} parties par paire",
        "ladder_players": "`--players` {players} : {title} se joue de {low} à {high} joueurs",
        "ladder_chunk": "`--chunk-size` {chunk} : donnez de 1 à {most} parties par tâche",
        "ladder_resamples": "`resamples={resamples}` : donnez de 10 à 100000",
        "pairs_empty": "`--pairs` : donnez des paires a/b des bots de `--bots`, séparées par des "
                       "virgules",
        "pairs_not_pair": "`--pairs` : {token} n'est pas une paire a/b",
        "pairs_unknown": "`--pairs` : {name} n'est pas l'un des bots de `--bots`",
        "pairs_self": "`--pairs` : {token} associe un bot à lui-même",
        "pairs_twice": "`--pairs` nomme {token} deux fois",
        "pairs_left_out": "`--pairs` laisse {bots} de côté : chaque bot de `--bots` doit figurer "
                          "dans une paire au moins",
        "workers_here": "`workers=0` joue dans ce processus : cela ne va pas avec un scheduler",
        "plot_stdout": "`--plot -` mêlerait l'image au rapport sur la sortie standard : donnez "
                       "un fichier",
        "plot_suffix": "`--plot` {path} : l'extension donne le format ; écrivez .png, .svg ou "
                       ".pdf",
        "workers_scheduler": "`--workers` dimensionne le LocalCluster : cela ne va pas avec "
                             "`--scheduler`",
        "workers_range": "`--workers` {size} : donnez de 1 à {most} processus, ou 0 pour jouer "
                         "dans ce processus",
        "seat_range": "`--seat` {seat} : une partie à {players} joueurs n'a que les places 1 "
                      "à {players}",
        "level_and_bots": "`--level` et `--bots` nomment tous deux les bots : donnez l'un ou "
                          "l'autre",
        "log_stdout": "`--log -` mêlerait le journal à la partie sur la sortie standard : "
                      "donnez un fichier",
        "stdout_mix": "`{flag} -` mêlerait ses lignes au résumé sur la sortie standard : donnez "
                      "un fichier",
        "same_file": "`--log` et `--csv` désignent le même fichier : donnez-en deux",
        "log_size": "{name} : un journal fait au plus {most} Mo",
        "stdin": "l'entrée standard",
        "the_log": "le journal",
        "at_line": "{name}, ligne {number}",
        "not_utf8": "{name}, ligne {number} : ce n'est pas du texte UTF-8",
        "not_json": "{name} n'est pas du JSON ({error}) à la ligne {line}, colonne {column}",
        "line_not_log": "{name}, ligne {number} : ce n'est pas un journal de partie",
        "not_object": "{where} n'est pas un journal de partie : un objet JSON était attendu",
        "no_field": "{where} n'est pas un journal de partie : il n'a pas de champ `{key}`",
        "field_type": "{where} : le champ `{key}` doit être {wanted}, pas `{value}`",
        "other_game": "{where} est un journal de `{logged}`, pas de `{game}`",
        "version": "{where} est un journal de version {version} ; ce deckmath lit la version "
                   "{reads}",
        "event_object": "{where} : l'événement {index} doit être un objet JSON, pas `{value}`",
        "seat_object": "{where} : l'entrée de joueur {index} doit être un objet JSON, pas "
                       "`{value}`",
        "cut": "{where} : le champ `cut` doit être une liste de numéros d'événements (à "
               "partir "
               "de 1), pas `{value}`",
        "or": " ou ",
        "type.str": "du texte",
        "type.int": "un nombre entier",
        "type.float": "un nombre",
        "type.bool": "true ou false",
        "type.list": "une liste",
        "type.dict": "un objet JSON",
        "type.none": "null",
        "stdin_error": "impossible de lire l'entrée standard : {error}",
    },
)
