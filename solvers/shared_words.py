"""The words of the modules every game shares (solvers/notation.py's parsers, the deck files,
the library, a game's options, the language chosen), in English and French.

The parsers name what they read with a `what` the caller gives: a plain English text, or a
Said of the caller's table ("la main", "la carte froide"), so that the French line reads
"la main doit être un nombre entier, pas 'x'"."""
from __future__ import annotations

import errno
from dataclasses import dataclass

from deckmath.solvers.words import Said, Table

WORDS = Table("shared", en={
    # notation.parse_int
    "whole.not": "{what} must be a whole number, not {value}",
    "whole.huge": "{what} {value} is far too large",
    "whole.huge_digits": "{what} {value} is far too large ({digits} digits)",
    # notation.show, notation.describe: a huge number, a character, for a message
    "shown.digits": "a {n}-digit number",
    "shown.over": "a number of over 3000 digits",
    "char.named": "{char} (U+{code} {name})",
    "char.unnamed": "{char} (U+{code} unnamed character)",
    # notation.split_items
    "items.empty": "{what} {value}: an empty item {where}; separate the items with one comma "
                   "or spaces",
    "items.first": "before the first comma",
    "items.last": "after the last comma",
    "items.between": "between commas {before} and {after}",
    # notation.parse_number, with what the value is and without (a command-line option's
    # value, whose name click says before it)
    "span.from": "from {low} to {high}",
    "span.above": "above {low} to {high}",
    "number.not": "{what} must be a number {span}, not {value}",
    "number.infinite": "{what} {value} is not a finite number: give one {span}",
    "number.range": "{what} {value} is out of range: give a number {span}",
    "value.not": "must be a number {span}, not {value}",
    "value.infinite": "{value} is not a finite number: give one {span}",
    "value.range": "{value} is out of range: give a number {span}",
    # notation.field
    "key.missing": "missing key {name}",
    # the library
    "lang.library": "language {value}: choose en or fr",
    # decks.read_deck
    "deck.reference": "reference {game} deck",
    "deck.unreadable": "cannot read deck file {where}: {why}",
    "deck.large": "deck file {where} is larger than 1 MB: not a deck",
    "deck.utf8": "deck file {where} is not UTF-8 text",
    "deck.toml": "deck file {where} is not valid TOML: {detail}",
    # compiling.py: a game's kernels compiled on first use (the command line's line on stderr,
    # the library's on the `deckmath` logger after "deckmath: ")
    "kernels.compiling": "compiling the {title} kernels for this machine, once (about "
                         "{estimate} s; `deckmath warmup` does it ahead of time)",
    "kernels.logged": "deckmath: {message}",
    "kernels.celsius": "Celsius",
    "kernels.celsius_back": "Celsius backward search",
    "kernels.celsius_rough": "Celsius reach test",
    "kernels.celsius_lines": "Celsius batch lines",
    "kernels.totaux": "Totaux",
    "kernels.totaux_search": "Totaux search",
    "kernels.totaux_game": "Totaux game",
    "kernels.grauso": "Grauso",
    "kernels.tempus": "Professor Tempus",
    # library.Library
    "library.both": "give a position as one mapping or as keyword fields, not both",
    "library.text": "a {title} position is a mapping of its fields (as `--json` prints it) "
                    "or its one-line text, not bytes",
    "library.kind": "unknown {title} puzzle kind {kind}: choose one of {kinds}",
    "library.grades": "give grade (one grade) or grades (a climb such as (1, 5)), not both",
    "library.options": "{title} {kind} puzzles: {detail}",
    "library.key_path": "a separate answer key of a sheet written to a file object needs "
                        "key_path",
    "game.unknown": "unknown game {name}: choose one of {games}",
    # solvers/requests.py: a position as one line, or by its parts
    "line.parts": "a position's line has {n} parts, {parts}, separated by |: {value} has {found}",
    "line.empty": "a position's line is empty: give {parts}, separated by |",
    "position.give": "give {options} (or --position LINE), or --batch FILE",
    "position.twice": "give the position once: --position or {options}, not both",
    "position.file": "cannot read position file {source}: {why}",
    "position.large": "position file {source} is larger than {mb} MB",
    "position.name": "{source} is neither a position's line nor a file's name",
    "position.utf8": "position file {source} is not UTF-8 text",
    "position.json": "position is not JSON: {what} at line {line} column {column}",
    # game.PlayOption.read
    "option.choose": "{name} {value}: choose one of {choices}",
    "option.whole": "{name} must be a whole number from {low} to {high}, not {value}",
    "option.number": "{name} must be a number from {low} to {high}, not {value}",
    "option.flag": "{name} must be true or false, not {value}",
    "option.named": "{name}",
    # the system's reasons for an error of a file (strerror): English keeps the system's text
    "os.ENOENT": "No such file or directory",
    "os.EACCES": "Permission denied",
    "os.EISDIR": "Is a directory",
    "os.ENOTDIR": "Not a directory",
    "os.ENOSPC": "No space left on device",
    "os.EIO": "Input/output error",
    "os.EROFS": "Read-only file system",
    "os.EFBIG": "File too large",
    "os.EDQUOT": "Disk quota exceeded",
    "os.ELOOP": "Too many levels of symbolic links",
    "os.ENAMETOOLONG": "File name too long",
    "os.EBADF": "it is closed",
    "os.EADDRINUSE": "Address already in use",
    "os.EADDRNOTAVAIL": "Cannot assign requested address",
    # why a text is not JSON (orjson's reason, as conventions.parse_json_line and play/log.py
    # cut it before its first colon): English keeps orjson's text
    "json.empty": "Input is a zero-length, empty document",
    "json.blank": "input data is empty",
    "json.end": "unexpected end of data",
    "json.after": "unexpected content after document",
    "json.value": "unexpected character, expected a JSON value",
    "json.key": "unexpected character, expected a string key",
    "json.colon": "unexpected character, expected '",
    "json.object": "unexpected character, expected ',' or '}}'",
    "json.list": "unexpected character, expected ',' or ']'",
    "json.trailing": "trailing comma is not allowed",
    "json.infinite": "number is infinity when parsed as double",
    "json.zero": "number with leading zero is not allowed",
    "json.sign": "no digit after sign",
    "json.point": "no digit after decimal point",
    "json.exponent": "no digit after exponent sign",
    "json.null": "invalid literal, expected 'null'",
    "json.true": "invalid literal, expected 'true'",
    "json.false": "invalid literal, expected 'false'",
    "json.escape": "invalid escaped sequence in string",
    "json.high": "invalid high surrogate in string",
    "json.low": "invalid low surrogate in string",
    "json.no_low": "no low surrogate in string",
    "json.control": "unexpected control character in string",
    "json.utf8": "str is not valid UTF-8",
    "json.bom": "UTF-8 byte order mark (BOM) is not supported",
    "json.depth": "depth limit exceeded",
}, fr={
    "whole.not": "{what} doit être un nombre entier, pas {value}",
    "whole.huge": "{what} {value} : nombre bien trop grand",
    "whole.huge_digits": "{what} {value} : nombre bien trop grand ({digits} chiffres)",
    "shown.digits": "un nombre de {n} chiffres",
    "shown.over": "un nombre de plus de 3\u202f000 chiffres",
    "char.named": "{char} (U+{code}, `{name}`)",
    "char.unnamed": "{char} (U+{code}, caractère sans nom)",
    "items.empty": "{what} {value} : élément vide {where} ; séparez les éléments par une seule "
                   "virgule ou par des espaces",
    "items.first": "avant la première virgule",
    "items.last": "après la dernière virgule",
    "items.between": "entre les virgules {before} et {after}",
    "span.from": "de {low} à {high}",
    "span.above": "supérieur à {low} et d'au plus {high}",
    "number.not": "{what} doit être un nombre {span}, pas {value}",
    "number.infinite": "{what} {value} n'est pas un nombre fini : donnez un nombre {span}",
    "number.range": "{what} {value} est hors limites : donnez un nombre {span}",
    "value.not": "il faut un nombre {span}, pas {value}",
    "value.infinite": "{value} n'est pas un nombre fini : donnez un nombre {span}",
    "value.range": "{value} est hors limites : donnez un nombre {span}",
    "key.missing": "il manque la clé {name}",
    "lang.library": "langue {value} : choisissez en ou fr",
    "deck.reference": "paquet de référence de {game}",
    "deck.unreadable": "impossible de lire le fichier de paquet {where} : {why}",
    "deck.large": "le fichier de paquet {where} dépasse 1 Mo : ce n'est pas un paquet",
    "deck.utf8": "le fichier de paquet {where} n'est pas du texte UTF-8",
    "deck.toml": "le fichier de paquet {where} n'est pas du TOML valide : {detail}",
    "kernels.compiling": "compilation des noyaux de {title} pour cette machine, une fois pour "
                         "toutes (environ {estimate} s ; `deckmath warmup` le fait à l'avance)",
    "kernels.logged": "deckmath : {message}",
    "kernels.celsius": "Celsius",
    "kernels.celsius_back": "la recherche à rebours de Celsius",
    "kernels.celsius_rough": "la vérification d'accessibilité de Celsius",
    "kernels.celsius_lines": "la lecture des lots de Celsius",
    "kernels.totaux": "Totaux",
    "kernels.totaux_search": "la recherche de Totaux",
    "kernels.totaux_game": "la partie de Totaux",
    "kernels.grauso": "Grauso",
    "kernels.tempus": "Professor Tempus",
    "library.both": "donnez la position soit en un dictionnaire, soit en champs nommés, "
                    "pas les deux",
    "library.text": "une position de {title} est un dictionnaire de ses champs (tel que "
                    "`--json` l'affiche) ou sa ligne, pas des octets",
    "library.kind": "type de défi de {title} inconnu {kind} : choisissez parmi `{kinds}`",
    "library.grades": "donnez `grade` (un niveau) ou `grades` (une progression comme "
                      "`(1, 5)`), pas les deux",
    "library.options": "défis {kind} de {title} : {detail}",
    "library.key_path": "des solutions à part d'une feuille écrite dans un objet fichier "
                        "demandent `key_path`",
    "game.unknown": "jeu inconnu {name} : choisissez parmi {games}",
    "line.parts": "la ligne d'une position a {n} parties, {parts}, séparées par | : {value} en a "
                  "{found}",
    "line.empty": "la ligne d'une position est vide : donnez {parts}, séparées par |",
    "position.give": "donnez {options} (ou --position LIGNE), ou --batch FICHIER",
    "position.twice": "donnez la position une seule fois : --position ou {options}, pas les deux",
    "position.file": "impossible de lire le fichier de position {source} : {why}",
    "position.large": "le fichier de position {source} dépasse {mb} Mo",
    "position.name": "{source} n'est ni la ligne d'une position, ni le nom d'un fichier",
    "position.utf8": "le fichier de position {source} n'est pas un texte UTF-8",
    "position.json": "la position n'est pas du JSON : {what}, ligne {line}, colonne {column}",
    "option.choose": "`{name}` {value} : choisissez parmi `{choices}`",
    "option.whole": "`{name}` doit être un nombre entier de {low} à {high}, pas {value}",
    "option.number": "`{name}` doit être un nombre de {low} à {high}, pas {value}",
    "option.flag": "`{name}` doit valoir true ou false, pas {value}",
    "option.named": "`{name}`",
    "os.ENOENT": "fichier ou dossier introuvable",
    "os.EACCES": "permission refusée",
    "os.EISDIR": "c'est un dossier",
    "os.ENOTDIR": "un élément du chemin n'est pas un dossier",
    "os.ENOSPC": "plus de place sur le périphérique",
    "os.EIO": "erreur d'entrée-sortie",
    "os.EROFS": "système de fichiers en lecture seule",
    "os.EFBIG": "fichier trop volumineux",
    "os.EDQUOT": "quota de disque dépassé",
    "os.ELOOP": "trop de liens symboliques",
    "os.ENAMETOOLONG": "nom de fichier trop long",
    "os.EBADF": "elle est fermée",
    "os.EADDRINUSE": "adresse déjà utilisée",
    "os.EADDRNOTAVAIL": "cette adresse n'est pas l'une de cette machine",
    "json.empty": "texte vide",
    "json.blank": "texte vide",
    "json.end": "le texte s'arrête trop tôt",
    "json.after": "texte en trop après la valeur",
    "json.value": "caractère inattendu là où une valeur doit venir",
    "json.key": "caractère inattendu là où une clé entre guillemets doit venir",
    "json.colon": "caractère inattendu",
    "json.object": "caractère inattendu là où `,` ou `}}` doit venir",
    "json.list": "caractère inattendu là où `,` ou `]` doit venir",
    "json.trailing": "virgule en trop avant la fin d'une liste ou d'un objet",
    "json.infinite": "nombre trop grand",
    "json.zero": "nombre commençant par un zéro",
    "json.sign": "aucun chiffre après le signe",
    "json.point": "aucun chiffre après la virgule décimale",
    "json.exponent": "aucun chiffre après l'exposant",
    "json.null": "mot inconnu là où `null` était attendu",
    "json.true": "mot inconnu là où `true` était attendu",
    "json.false": "mot inconnu là où `false` était attendu",
    "json.escape": "séquence d'échappement invalide dans une chaîne",
    "json.high": "caractère Unicode invalide dans une chaîne",
    "json.low": "caractère Unicode invalide dans une chaîne",
    "json.no_low": "caractère Unicode incomplet dans une chaîne",
    "json.control": "caractère de contrôle dans une chaîne",
    "json.utf8": "texte qui n'est pas de l'UTF-8",
    "json.bom": "marque d'ordre des octets (BOM) UTF-8 non acceptée",
    "json.depth": "trop de niveaux imbriqués",
})
"""The shared modules' words."""


@dataclass(frozen=True)
class JsonSaid(Said):
    """orjson's reason said in the reader's language: in English as orjson wrote it (`english`,
    with the place where json_reason was asked for the whole text), in French in the table's
    words."""

    english: str = ""

    def text(self, lang: str | None = None) -> str:
        return self.english if lang in (None, "en") else super().text(lang)


def json_reason(err: ValueError, whole: bool = False) -> str | Said:
    """Why a text is not JSON (orjson's JSONDecodeError): its reason before the first colon, or
    its whole text with the place (`whole`), as words where the table knows the reason, so
    that French says it in French; else orjson's text."""
    given = str(err).split(":")[0]
    english = str(err) if whole else given
    key = next((key for key in JSON_KEYS if WORDS()(key) == given), None)
    return JsonSaid(WORDS, key, {}, english) if key is not None else english


JSON_KEYS = tuple(key for key in WORDS.en if key.startswith("json."))
"""The keys of orjson's reasons in the table."""


def reason(err: OSError) -> str | Said:
    """The system's reason for an error of a file (its strerror), as words where the table
    knows it, so that French says it in French; else the system's text as it is."""
    key = f"os.{errno.errorcode.get(err.errno or 0, '')}"
    if key in WORDS.en and WORDS.en[key] == err.strerror:
        return WORDS.said(key)
    return str(err.strerror)
