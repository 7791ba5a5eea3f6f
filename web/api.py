"""What the page's JSON API answers, as plain functions of JSON-shaped values: each game is
reached through the registry and its faces alone (core: deal, draw, solve, check; puzzles:
the sheet's options; play: the seats a person may face). The shapes are the command line's
`--json` ones; bad input raises InputError with the one-line message the command line gives,
and the HTTP layer (web/app.py) turns it into a 400."""
from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

from deckmath.solvers import registry
from deckmath.solvers.errors import InputError
from deckmath.solvers.game import SEED_MAX, Game
from deckmath.solvers.notation import show
from deckmath.solvers.words import Said, json_in
from deckmath.web.words import WORDS

FRESH_SEED_MAX = 2**53
"""Fresh seeds stay below this, so that the page's script (whose numbers are doubles) holds
them exactly; a given seed may be any up to SEED_MAX, as on the command line."""

CARD_TEXT_MAX = 4
"""Longest token drawn as a hand card to click (`+10`, `x?`, `R14`); a longer one (a Totaux
table card, `24:95`, which the sheet draws as dice) stays a chip of text, more legible."""

LANGS = ("en", "fr")
"""The languages a drawing's words and its notation line are given in (the sheets' own)."""

ANSWER_MAX = 400
"""Longest answer text a check reads, in characters."""


def game_of(name: object) -> Game:
    """The registered game named `name`; InputError naming the games otherwise."""
    if not isinstance(name, str) or name not in registry.names():
        raise InputError(WORDS.said("unknown_game", value=show(name),
                                    games=", ".join(registry.names())))
    return registry.game(name)


def games() -> dict[str, Any]:
    """Every registered game with the faces the page offers: its puzzle kinds, the play
    face's seats, levels and options, and how to type an action."""
    from deckmath.generators.render_pdf import per_page_max
    from deckmath.play.levels import DEFAULT, levels_of
    from deckmath.play.words import LANGS as PLAY_LANGS, level_lines

    out = []
    for name in registry.names():
        game = registry.game(name)
        entry: dict[str, Any] = {"name": name, "title": game.title, "summary": game.summary,
                                 "rules": game.rules, "puzzle_kinds": list(game.puzzle_kinds),
                                 "words": puzzle_words(game),
                                 "per_page_max": per_page_max(name)}
        face = game.play
        if face is not None:
            entry["play"] = {
                "players": list(face.players), "default_players": face.default_players,
                "levels": list(levels_of(face)) if face.playout_bot else [],
                "default_level": DEFAULT,
                "level_words": {lang: level_lines(face, lang) for lang in PLAY_LANGS}
                if face.playout_bot else {},
                "rules": face.rules, "action_help": face.action_help,
                "words": list(face.action_words),
                "word_sayings": {word: {lang: face.word_in(word, lang) for lang in PLAY_LANGS}
                                 for word in face.action_words},
                "options": [{"name": o.name, "help": o.help, "default": o.default,
                             "choices": list(o.choices) if o.choices else None,
                             "bounds": list(o.bounds) if o.bounds else None}
                            for o in face.options]}
        out.append(entry)
    return {"games": out}


def puzzle_words(game: Game) -> dict[str, dict[str, str]]:
    """Per language, what a sheet prints of each puzzle kind: its title, its task and the
    legend of its question and answer notation (the page's hints beside a position)."""
    kinds = tuple(game.puzzle_kinds)
    return {lang: {key: text for key, text in words.items()
                   if key in kinds or key.split(".", 1)[0] in kinds and "." in key}
            for lang, words in game.words.items()}


def seed_of(value: object, what: str = "seed") -> int:
    """A seed from a request: a whole number 0..2**63-1, or a fresh one when absent."""
    if value is None:
        return random.SystemRandom().randrange(FRESH_SEED_MAX)
    return whole(value, what, 0, SEED_MAX)


def whole(value: object, what: str, low: int, high: int) -> int:
    """A whole number in low..high from a request field; InputError naming the field."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise InputError(WORDS.said("field.whole", what=what, value=show(value)))
    if not low <= value <= high:
        raise InputError(WORDS.said("field.range", what=what, value=value, low=low, high=high))
    return value


def text_of(value: object, what: str, limit: int) -> str:
    """A string field of at most `limit` characters; InputError naming the field otherwise."""
    if not isinstance(value, str):
        raise InputError(WORDS.said("field.text", what=what, value=show(value)))
    if len(value) > limit:
        raise InputError(WORDS.said("field.long", what=what, n=len(value), limit=limit))
    return value


def choice_of(value: object, what: str, choices: tuple[str, ...]) -> str:
    """One of `choices`; InputError listing them otherwise."""
    if value not in choices:
        raise InputError(WORDS.said("field.choose", what=what, value=show(value),
                                    choices=", ".join(choices)))
    return str(value)


def only(body: Mapping[str, Any], allowed: tuple[str, ...], what: str | Said) -> None:
    """InputError naming the first field of a request that `what` (the request, in words:
    WORDS.said("request.deal")) does not take: a misspelt field is an error, not a default
    silently used."""
    extra = [name for name in body if name not in allowed]
    if extra:
        raise InputError(WORDS.said("only", what=what, fields=", ".join(allowed),
                                    value=show(extra[0])))


def mapping_of(value: object, what: str) -> Mapping[str, Any]:
    """A JSON object field; InputError otherwise."""
    if not isinstance(value, Mapping):
        raise InputError(WORDS.said("field.object", what=what, value=show(value)))
    return value


def position_of(game: Game, value: object) -> Any:
    """The game's position from its JSON (the shape `--json` prints and `--batch` reads) or
    its one-line text (what `--position` reads), read as the command line reads them."""
    from deckmath.solvers.requests import position_from

    if isinstance(value, str):
        return position_from(game, text_of(value, "position", ANSWER_MAX * 10))
    return position_from(game, dict(mapping_of(value, "position")))


def pictured(game: Game, position: Any, lang: str = "en") -> dict[str, Any]:
    """A position as the page shows it: its JSON, the line a sheet prints under it and its
    drawing (SVG, as the sheet draws it), their words in `lang`."""
    from deckmath.generators import svg
    from deckmath.generators.labels import labels

    shown: dict[str, Any] = {"position": game.format_position(position)}
    if game.question is not None:
        words = labels(lang, game.name)
        question = svg.question_of(game.name, position)
        shown["notation"] = question.text(words)
        if game.draw_question is not None:
            shown["svg"] = svg.svg_of(game.name, question, title=shown["notation"], words=words)
    shown["cards"] = {token: svg.card_svg(token) for token in tokens_of(shown["position"])
                      if len(token) <= CARD_TEXT_MAX}
    add_pieces(game, shown)
    return shown


def add_pieces(game: Game, shown: dict[str, Any]) -> None:
    """The pieces an answer to the shown position is built from by clicking (web/pieces.py),
    with the cards they show drawn as the game's sheets draw them."""
    from deckmath.generators import svg
    from deckmath.web.pieces import piece_cards, pieces_of

    shown["pieces"] = pieces_of(game, shown["position"])
    for token in piece_cards(shown["pieces"]):
        if len(token) <= CARD_TEXT_MAX and (game.card_svg is not None or token not in shown["cards"]):
            shown["cards"][token] = (game.card_svg or svg.card_svg)(token)


def tokens_of(position: Mapping[str, Any]) -> list[str]:
    """The card tokens of a position's JSON, once each in order: the strings of its list
    fields, and of lists in them (Tempus's hands), which the page offers as cards to click."""
    found: dict[str, None] = {}
    for value in position.values():
        if isinstance(value, list):
            for item in value:
                for token in item if isinstance(item, list) else [item]:
                    if isinstance(token, str) and len(token) <= 12:
                        found[token] = None
    return list(found)


def lang_of(body: Mapping[str, Any]) -> str:
    """The request's language for a drawing's words (en by default)."""
    return choice_of(body.get("lang", "en"), "lang", LANGS)


def deal(game: Game, body: Mapping[str, Any]) -> dict[str, Any]:
    """A position dealt at random from the reference deck (`seed` to repeat it)."""
    only(body, ("seed", "lang"), WORDS.said("request.deal"))
    seed = seed_of(body.get("seed"))
    position = game.random_position(game.load_deck(), random.Random(seed))
    return {"seed": seed, **pictured(game, position, lang_of(body))}


def draw(game: Game, body: Mapping[str, Any]) -> dict[str, Any]:
    """A typed position read back and drawn: the page's preview while a person edits it."""
    only(body, ("position", "lang"), WORDS.said("request.draw"))
    return pictured(game, position_of(game, body.get("position")), lang_of(body))


def solve(game: Game, body: Mapping[str, Any],
          progress: Callable[[str], None] | None = None) -> dict[str, Any]:
    """The solver's answer (`solve --json`), its text, the best answer in the game's notation
    and the position drawn; `progress(phase)` hears what a long search is doing, where the
    game tells it (Game.solve_telling)."""
    only(body, ("position", "job", "lang"), WORDS.said("request.solve"))
    lang = lang_of(body)
    position = position_of(game, body.get("position"))
    if progress is not None and game.solve_telling is not None:
        solution = game.solve_telling(position, progress, lang)
    else:
        solution = game.solve(position)
    best = game.best_answer(solution)
    return {"solution": json_in(solution, lang), "text": solution.to_text(lang),
            "best": None if best is None else game.format_answer(best),
            **pictured(game, position, lang)}


def check(game: Game, body: Mapping[str, Any]) -> dict[str, Any]:
    """The checker's verdict on a claimed answer (`check --json`), with its text in the
    request's language and the rule numbers the text cites."""
    only(body, ("position", "answer", "lang"), WORDS.said("request.check"))
    lang = lang_of(body)
    position = position_of(game, body.get("position"))
    answer = game.parse_answer(text_of(body.get("answer"), "answer", ANSWER_MAX))
    verdict = game.check(position, answer)
    text = verdict.to_text(lang)
    said = json_in(verdict, lang)
    return {"verdict": said, "valid": bool(verdict.valid), "text": text,
            "rules": cited_rules(text + " " + str(said.get("rule") or ""))}


def cited_rules(text: str) -> list[str]:
    """The rule numbers a message cites (C5.2, T3.1, G3.1, P3), in order, once each: the page
    links each to its rule."""
    import re

    found: list[str] = []
    for number in re.findall(r"\b[CTGP]\d+(?:\.\d+)?\b", text):
        if number not in found:
            found.append(number)
    return found


def rules(game: Game, query: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The game's numbered rules (`deckmath rules GAME --lang`): the whole text, and each rule's
    text by its number, which the page links every cited number to; `lang` in the query (en by
    default) chooses the language, the numbers being the same in each."""
    import re

    query = query or {}
    only(query, ("lang",), WORDS.said("request.rules"))
    lang = lang_of(query)
    text = registry.rules(game.name, lang)
    numbered: dict[str, str] = {}
    for line in text.splitlines():
        found = re.match(r"\s*-\s+([CTGP]\d+(?:\.\d+)*)\s", line)
        if found:
            numbered[found.group(1)] = line[found.end():].strip()
    return {"game": game.name, "title": game.title, "lang": lang, "text": text, "rules": numbered}


def replay(game: Game, body: Mapping[str, Any]) -> dict[str, Any]:
    """A game log replayed by the rules (`replay --json`): every logged event is derived again
    from the seed and the actions, and the first difference is named with its rule; a log
    its writer marked incomplete (a game left early, or downloaded mid-game) whose events are
    right is `incomplete`, valid up to where it was left. The log is dealt from the reference
    deck: the page reads no deck file."""
    from deckmath.play.log import checked_envelope
    from deckmath.play.replay import replay as replay_log

    if game.play is None:
        raise InputError(WORDS.said("no_replay", title=game.title))
    only(body, ("log", "lang"), WORDS.said("request.replay"))
    lang = lang_of(body)
    log = checked_envelope(body.get("log"), game.name)
    report = replay_log(game.play, game.name, game.load_deck, log)
    return {"report": json_in(report, lang), "valid": report.valid, "verdict": report.verdict,
            "text": report.to_text(lang)}
