"""The command line's own words (conventions.py, cli.py), in English and French: the prefix of
its one-line errors, reading and writing files, a batch's summary line, progress, an
interruption and a bug. click's own usage messages are click_words.py's."""
from __future__ import annotations

from deckmath.solvers.words import Table

WORDS = Table("command line", en={
    "prefix.plain": "deckmath: {message}",
    "prefix.error": "deckmath: error: {message}",
    "prefix.usage": "deckmath: usage: {message}",
    "read.cannot": "cannot read {source}: {why}",
    "line.long": "{name}: line {number} is longer than {mb} MB",
    "line.utf8": "line is not UTF-8 text",
    "line.json": "not JSON: {detail} at column {column}",
    "line.object": "each line must be a JSON object",
    "bad.one": "{bad} bad line of {lines}{first}",
    "bad.many": "{bad} bad lines of {lines}{first}",
    "bad.first": "; the first, line {number}: {message}",
    "answered": "{n} lines answered",
    "write.cannot": "cannot write {target}: {why}",
    "write.is_folder": "it is a folder",
    "write.no_folder": "no folder {folder}",
    "write.denied": "permission denied",
    "write.folder_locked": "the folder {folder} is not writable",
    "write.output": "the output",
    "internal": "internal error (please report it, with DECKMATH_DEBUG=1 for details): "
                "{kind}: {detail}",
    "interrupted": "interrupted",
    "batch.alone": "--batch takes everything from the file: drop --{option} (only --json goes "
                   "with it)",
    "pdf.output": "--format pdf needs -o FILE (or -o - for stdout)",
    "key.output": "--key separate needs -o FILE: the key goes to a file beside it",
    "written": "puzzles: {sheet}\nanswer key: {key}",
    "generating": "generating",
    "done": "done",
    "compiled": "compiled",
    "took": "{message} in {seconds} s",
    "unknown_game": "unknown game {game}: choose one of {games}",
    "warmup.cached": "{game}: {module} loaded from cache in {seconds} s",
    "warmup.compiling": "{game}: compiling {module} (about {estimate} s)",
    "warmup.compiled": "{game}: {module} compiled in {seconds} s",
}, fr={
    "prefix.plain": "deckmath : {message}",
    "prefix.error": "deckmath : erreur : {message}",
    "prefix.usage": "deckmath : commande incorrecte : {message}",
    "read.cannot": "impossible de lire {source} : {why}",
    "line.long": "{name} : la ligne {number} dépasse {mb} Mo",
    "line.utf8": "la ligne n'est pas du texte UTF-8",
    "line.json": "ce n'est pas du JSON ({detail}) à la colonne {column}",
    "line.object": "chaque ligne doit être un objet JSON",
    "bad.one": "{bad} ligne incorrecte sur {lines}{first}",
    "bad.many": "{bad} lignes incorrectes sur {lines}{first}",
    "bad.first": " ; la première, ligne {number} : {message}",
    "answered": "{n} lignes traitées",
    "write.cannot": "impossible d'écrire {target} : {why}",
    "write.is_folder": "c'est un dossier",
    "write.no_folder": "le dossier {folder} n'existe pas",
    "write.denied": "permission refusée",
    "write.folder_locked": "le dossier {folder} est protégé en écriture",
    "write.output": "la sortie",
    "internal": "erreur interne (merci de la signaler, avec DECKMATH_DEBUG=1 pour les "
                "détails) : {kind} : {detail}",
    "interrupted": "interrompu",
    "batch.alone": "--batch prend tout dans le fichier : retirez --{option} (seul --json "
                   "l'accompagne)",
    "pdf.output": "--format pdf demande -o FICHIER (ou -o - pour la sortie standard)",
    "key.output": "--key separate demande -o FICHIER : les solutions vont dans un fichier "
                  "à côté",
    "written": "défis : {sheet}\nsolutions : {key}",
    "generating": "génération",
    "done": "fait",
    "compiled": "compilé",
    "took": "{message} en {seconds} s",
    "unknown_game": "jeu inconnu {game} : choisissez parmi {games}",
    "warmup.cached": "{game} : {module} chargé du cache en {seconds} s",
    "warmup.compiling": "{game} : compilation de {module} (environ {estimate} s)",
    "warmup.compiled": "{game} : {module} compilé en {seconds} s",
})
"""The command line's words."""



def decimal(value: float, lang: str, places: int = 1) -> str:
    """A number with `places` decimals as the language writes it: `0.6`, `0,6`."""
    text = f"{value:.{places}f}"
    return text.replace(".", ",") if lang == "fr" else text
