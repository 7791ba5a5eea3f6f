"""The words a person reads of the players at a table, in English and French: each level's name
and one line on what its bot does ("Hard: ..."), each bot's name, shown by the page and at the
prompt instead of the spec (`ismcts:100`), which stays in logs, JSON and `--bots`. The words every
game shares are here; a game's own (its bots, its levels' lines) are its play face's `words`.
French is written with an ordinary space before `:` `;` `?` `!`, made the narrow no-break space
of French print as the words are read (generators/labels.py french)."""
from __future__ import annotations

from collections.abc import Mapping

from deckmath.play.levels import NAMES, level_of, levels_of
from deckmath.play.seats import HUMAN, BotSpec, bot_kinds, parse_bot
from deckmath.solvers.game import PlayFace
from deckmath.solvers.words import Table, read_lang

LANGS = ("en", "fr")

SHARED: dict[str, dict[str, str]] = {
    "en": {
        "level.easy": "Easy",
        "level.medium": "Medium",
        "level.hard": "Hard",
        "colon": ":",
        "decimal": ".",
        "you": "you",
        "seat": "seat {seat}",
        "bot.ismcts": "Search",
        "bot.ismcts.about": "tries its moves in deals sampled from what it sees, {arg} times a "
                            "move (Monte Carlo tree search)",
        "bot.ismcts.seconds": "tries its moves in deals sampled from what it sees, for {arg} s "
                              "a move (Monte Carlo tree search)",
        "bot.pimc": "Sampler",
        "bot.pimc.about": "plays the best of its likely moves over {arg} deals sampled from "
                          "what it sees, each played to the end by the game's strongest fast "
                          "bot",
    },
    "fr": {
        "level.easy": "Facile",
        "level.medium": "Moyen",
        "level.hard": "Difficile",
        "colon": " :",
        "decimal": ",",
        "you": "vous",
        "seat": "joueur {seat}",
        "bot.ismcts": "Recherche",
        "bot.ismcts.about": "essaie ses coups sur des donnes tirées de ce qu'il voit, {arg} fois "
                            "par coup (recherche arborescente Monte-Carlo)",
        "bot.ismcts.seconds": "essaie ses coups sur des donnes tirées de ce qu'il voit, pendant "
                              "{arg} s par coup (recherche arborescente Monte-Carlo)",
        "bot.pimc": "Échantillonneur",
        "bot.pimc.about": "joue le meilleur de ses coups probables sur {arg} donnes tirées de "
                          "ce qu'il voit, chacune jouée jusqu'au bout par le meilleur bot "
                          "rapide du jeu",
    },
}
"""The words every game shares, per language."""

PLAYERS = Table("play.players", en=SHARED["en"], fr=SHARED["fr"])
"""The shared words as a table of words: held, with every other table, to the same keys and
fields in both languages and each language free of the other's words (tests/test_words.py)."""


def words(face: PlayFace, lang: str) -> dict[str, str]:
    """Every word of a game's players in `lang`: the shared ones and the game's own;
    InputError for a language deckmath does not speak."""
    if lang not in SHARED:
        lang = read_lang(lang)
    out = dict(SHARED[lang])
    out.update(face.words.get(lang, {}))
    if lang == "fr":
        from deckmath.generators.labels import french

        out = {key: french(text) for key, text in out.items()}
    return out


def _seconds(table: Mapping[str, str], seconds: float) -> str:
    return f"{seconds:g}".replace(".", table["decimal"])


def _about(table: Mapping[str, str], spec: BotSpec) -> str:
    if spec.seconds is not None:
        return table[f"bot.{spec.kind}.seconds"].format(arg=_seconds(table, spec.seconds))
    text = table.get(f"bot.{spec.kind}.about", "")
    return text.format(arg=spec.arg) if spec.arg is not None else text


def player_name(face: PlayFace, label: str, lang: str) -> str:
    """What a person reads for the player of a seat written `label` in the log: `you`, a level's
    name when its bot sits there (`Hard`), else the bot's name and its number (`Search 250`)."""
    table = words(face, lang)
    if label == HUMAN:
        return table["you"]
    level = level_of(label, face)
    if level is not None:
        return table[f"level.{level}"]
    spec = parse_bot(label, face)
    name = table.get(f"bot.{spec.kind}", spec.kind)
    if spec.seconds is not None:
        return f"{name} {_seconds(table, spec.seconds)} s"
    return name if spec.arg is None else f"{name} {spec.arg}"


def player_about(face: PlayFace, label: str, lang: str) -> str:
    """One line on what the player of a seat does, in `lang` ('' for a person)."""
    table = words(face, lang)
    if label == HUMAN:
        return ""
    level = level_of(label, face)
    if level is not None and f"level.{level}.about" in table:
        return table[f"level.{level}.about"]
    return _about(table, parse_bot(label, face))


def player_line(face: PlayFace, label: str, lang: str) -> str:
    """`Hard: searches ...`, the name and what it does, as the prompt and the page say it."""
    about = player_about(face, label, lang)
    name = player_name(face, label, lang)
    return f"{name}{words(face, lang)['colon']} {about}" if about else name


def level_lines(face: PlayFace, lang: str) -> dict[str, dict[str, str]]:
    """Each level's name and line in `lang`, weakest first: what the page's level menu shows."""
    table = words(face, lang)
    return {level: {"name": table[f"level.{level}"],
                    "about": player_about(face, spec, lang)}
            for level, spec in levels_of(face).items()}


def missing(face: PlayFace) -> list[str]:
    """The words a game lacks in some language: a name and a line for each of its bots, a line
    for each level it names (the vocabulary test holds every game to none)."""
    lacking = []
    for lang in LANGS:
        table = words(face, lang)
        for kind in bot_kinds(face):
            for key in (f"bot.{kind}", f"bot.{kind}.about"):
                if not table.get(key):
                    lacking.append(f"{lang}: {key}")
        if face.levels:
            for level in NAMES:
                if not table.get(f"level.{level}.about"):
                    lacking.append(f"{lang}: level.{level}.about")
    return lacking
