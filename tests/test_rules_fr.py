"""Every game's rules in French (rules.fr.md) for players: the numbered rules of rules.md, the
same numbers in the same order and the same nesting, the project's own choices labelled as
choices in the same rules, the reason codes a message shows kept, no field names of the code;
French words only (and the English rules English words only), French typography (a narrow
no-break space before : ; ? ! and inside « »); and the same text from the library
(`registry.rules(game, "fr")`), the command line (`deckmath rules GAME --lang fr`) and the
package's data. The page's API and Rules tab are held in tests/web."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from deckmath import cli
from deckmath.generators.labels import NARROW_SPACE, french
from deckmath.solvers import registry
from deckmath.solvers.errors import InputError

ROOT = Path(__file__).resolve().parent.parent
GAMES = registry.names()

NUMBER = r"[CTGP]\d+(?:\.\d+)*"
CODE = re.compile(r"`[^`\n]*`")
QUOTED = re.compile(r'"[^"]{0,200}"')
WORD = re.compile(r"[^\W\d_]+")

ENGLISH = frozenset("""
    the and of to is are be by for with from that this which when then than each every only not
    may must can its their it in at one two card cards player players hand game games round
    rounds turn rule rules draw seat win wins hot cold penguin holder dealer trick wildcard sheet
    choice silent
""".split())
"""English words, function words and the games' own, that a French rule never needs (none is a
French word too: `a`, `on`, `or`, `as`, `plus`, `total` are left out)."""

FRENCH = frozenset("""
    le la les des du une et est sont avec pour dans sur par qui que aux ou où cette ces pas chaque
    joueur joueurs carte cartes manche pioche règle partie valeur gagne ne il elle leur au choix
    quand mais donc
""".split())
"""French words, function words and the games' own, that an English rule never needs."""

FIELD_NAME = re.compile(r"^[a-z]+(?:_[a-z]+)+$")
"""A name of the code's answers (`min_cards`, `optimal_plays`), which a player never types."""

DEVELOPER = ("code", "tests", "docs", "TOML", "JSON", "canonical", "string")
"""Words for engineers that the French rules do without (matched as whole words, in French
text outside code)."""

REASON = re.compile(r"^[a-z]+(?:-[a-z]+)+$")
"""A reason code a verdict shows (`hot-card-taken`), which the French rule keeps."""

CHOICE = {"en": re.compile(r"\(a choice\b|choices where the sheet is silent"),
          "fr": re.compile(r"\(un choix\b|nos choix là où la règle ne dit rien")}
"""How each language labels one of the project's own choices."""


def rules(name: str, lang: str) -> str:
    return registry.rules(name, lang)


def shape(text: str) -> list[tuple[str, str | None]]:
    """The numbered structure: each heading (level, its number or None) and each list item
    (its indent, its rule number or None), in order."""
    out: list[tuple[str, str | None]] = []
    for line in text.splitlines():
        heading = re.match(rf"(#+) (?:({NUMBER}) )?", line)
        item = re.match(rf"(\s*)- (?:({NUMBER}) )?", line)
        if heading:
            out.append((heading.group(1), heading.group(2)))
        elif item:
            out.append((f"item{len(item.group(1))}", item.group(2)))
    return out


def numbered(text: str) -> dict[str, str]:
    """Each section (its heading) and each numbered rule (its item, continuation lines and
    sub-items included) by number."""
    found: dict[str, str] = {}
    current: str | None = None
    for line in text.splitlines():
        start = re.match(rf"(?:#+|-) ({NUMBER}) ", line)
        if start:
            current = start.group(1)
            found[current] = line
        elif current and line.startswith(" ") and not line.startswith("#"):
            found[current] += "\n" + line
        else:
            current = None
    return found


def prose(text: str, lang: str) -> str:
    """The text a person reads as words: code spans removed, and in English the sheets'
    quotations ("a réalisé 5 annonces") too."""
    text = CODE.sub(" ", text)
    return QUOTED.sub(" ", text) if lang == "en" else text


def words_of(text: str) -> set[str]:
    return {w.lower() for w in WORD.findall(text)}


# ---------------------------------------------------------------- the same rules, in French

@pytest.mark.parametrize("name", GAMES)
def test_french_rules_have_the_same_numbers_in_the_same_order(name):
    """Headings, numbered rules and their sub-items line up one for one with rules.md: a rule
    added to (or moved in) the specification and not to the French text fails here."""
    english, french_text = shape(rules(name, "en")), shape(rules(name, "fr"))
    assert sum(1 for _, number in english if number) > 10, "rules.md has hardly any rule"
    missing = [n for _, n in english if n and n not in {m for _, m in french_text}]
    assert not missing, f"{name}: not in rules.fr.md: {missing}"
    assert french_text == english


@pytest.mark.parametrize("name", GAMES)
def test_the_projects_choices_are_labelled_in_the_same_rules(name):
    labelled = {lang: {number for number, text in numbered(rules(name, lang)).items()
                       if CHOICE[lang].search(" ".join(text.split()))}
                for lang in ("en", "fr")}
    assert labelled["en"], f"{name}: the English rules label no choice"
    assert labelled["fr"] == labelled["en"]


@pytest.mark.parametrize("name", GAMES)
def test_reason_codes_stay_and_field_names_go(name):
    """A reason code a verdict prints (`hot-card-taken`) is kept, in the same rule, where the
    English has it; no name of the code's answers (`min_cards`) and no engineer's word is
    left; every command quoted is one the command line has."""
    english, french_rules = numbered(rules(name, "en")), numbered(rules(name, "fr"))
    for number, text in english.items():
        for span in CODE.findall(text):
            if REASON.match(span.strip("`")):
                assert span in french_rules[number], f"{name} {number}: {span} is gone"
    text = rules(name, "fr")
    spans = [span.strip("`") for span in CODE.findall(text)]
    assert not [s for s in spans if FIELD_NAME.match(s)]
    assert not words_of(prose(text, "fr")) & {w.lower() for w in DEVELOPER}
    for command in (s.split()[1:] for s in spans if s.startswith("deckmath ")):
        done = CliRunner().invoke(cli.main, [*command, "--help"])
        assert done.exit_code == 0, (command, done.output)


# ---------------------------------------------------------------- one language each

@pytest.mark.parametrize("name", GAMES)
def test_french_rules_have_no_english_word(name):
    found = words_of(prose(rules(name, "fr"), "fr")) & ENGLISH
    assert not found, f"{name} rules.fr.md: {sorted(found)}"


@pytest.mark.parametrize("name", GAMES)
def test_english_rules_have_no_french_word(name):
    found = words_of(prose(rules(name, "en"), "en")) & FRENCH
    assert not found, f"{name} rules.md: {sorted(found)}"


def test_the_word_lists_catch_a_word_of_the_other_language():
    """The lists are whole words, case blind, and skip code and the sheets' quotations."""
    assert words_of(prose("La carte `the` et le Donneur", "fr")) & ENGLISH == set()
    assert words_of(prose("La carte et The hand", "fr")) & ENGLISH == {"the", "hand"}
    assert words_of(prose('the sheet: "a réalisé"', "en")) & FRENCH == set()
    assert words_of(prose("the Carte", "en")) & FRENCH == {"carte"}
    assert words_of(prose("theory handle", "fr")) & ENGLISH == set()


@pytest.mark.parametrize("name", GAMES)
def test_french_typography(name):
    """Outside code: a narrow no-break space before : ; ? ! (what generators.labels.french
    makes of an ordinary space; none glued to a word) and inside « »; the notation's own
    marks (`35:24`, `x?`) are code and untouched."""
    text = rules(name, "fr")
    assert NARROW_SPACE in text
    for part in CODE.sub("\0", text).split("\0"):
        assert french(part) == part, f"{name}: an ordinary space before a mark in {part!r}"
        assert not re.search(r"[^\W\d_][:;?!]", part), f"{name}: a mark glued to a word in {part!r}"
        assert not re.search(r"«(?!\u202f)|(?<!\u202f)»", part), f"{name}: « » in {part!r}"
    assert NARROW_SPACE not in rules(name, "en")


# ---------------------------------------------------------------- library, command line, package

@pytest.mark.parametrize("name", GAMES)
def test_library_and_command_line_give_the_files(name):
    """`deckmath rules GAME --lang fr` prints the checkout's solvers/GAME/rules.fr.md byte for
    byte (so the package ships it and reads it whole), `--lang en` and no --lang rules.md."""
    runner = CliRunner()
    for lang, file in (("fr", "rules.fr.md"), ("en", "rules.md")):
        text = registry.rules(name, lang)
        assert text == (ROOT / "solvers" / name / file).read_text(encoding="utf-8")
        done = runner.invoke(cli.main, ["rules", name, "--lang", lang])
        assert done.exit_code == 0 and done.output == text
    assert runner.invoke(cli.main, ["rules", name]).output == registry.rules(name)
    assert registry.rules(name) == registry.rules(name, "en") != registry.rules(name, "fr")


@pytest.mark.parametrize("lang", ["", "de", "ｆｒ", "fr\u200b", "f\u0433", "f" * 5000, None, 1,
                                  ["fr"]])
def test_library_refuses_another_language(lang):
    """Empty, unknown, look-alike (full-width, a zero-width space, a Cyrillic letter), very
    long, not a string: InputError in one short line naming the languages."""
    with pytest.raises(InputError) as err:
        registry.rules(GAMES[0], lang)  # type: ignore[arg-type]
    message = str(err.value)
    assert "\n" not in message and len(message) < 200 and "en, fr" in message


@pytest.mark.parametrize("lang", ["", "de", "ｆｒ", "fr\u200b", "f" * 5000])
def test_command_line_refuses_another_language(lang):
    done = CliRunner().invoke(cli.main, ["rules", GAMES[0], "--lang", lang])
    assert done.exit_code == 2
    assert "Traceback" not in done.output and "'en', 'fr'" in done.output


def test_the_listing_speaks_each_language():
    runner = CliRunner()
    for lang, other in (("fr", ENGLISH), ("en", FRENCH)):
        done = runner.invoke(cli.main, ["rules", "--lang", lang])
        assert done.exit_code == 0
        assert all(name in done.output for name in GAMES)
        assert not words_of(prose(done.output, lang)) & other, (lang, done.output)
    french_listing = runner.invoke(cli.main, ["rules", "--lang", "fr"]).output
    assert " :" not in french_listing and f"{NARROW_SPACE}:" in french_listing
