"""The command line's own refusals and the page's 400s are said in the reader's language: for
every command of the registry (walked from `deckmath.cli.main`), a bad option value, an unknown
option, an option left without its value and a missing argument give one line on stderr and
exit 2, in French with `--lang fr` or a French locale (even when click fails before `--lang` is
read) and in English, unchanged, with `--lang en`; the shared parsers (solvers/notation.py)
over a hostile corpus in both languages; the page's API refusals with `"lang": "fr"`.

Code a person types stays as typed in either language: the options' names (`--seed`), the
values given, quoted, and click's range notation are left out of the vocabulary check."""
from __future__ import annotations

import dataclasses
import re

import click
import orjson
import pytest
from click.testing import CliRunner

from deckmath import cli
from deckmath.solvers import notation, registry
from deckmath.solvers.errors import InputError
from deckmath.solvers.words import Table
from vocabulary import assert_in_language

FRENCH_LOCALE = {"LC_ALL": "", "LC_MESSAGES": "", "LANG": "fr_FR.UTF-8"}
ENGLISH_LOCALE = {"LC_ALL": "", "LC_MESSAGES": "", "LANG": "C.UTF-8"}
TITLES = [registry.game(name).title for name in registry.names()] + registry.names()


def typed_left_out(text: str) -> str:
    """The text without what a person types: options, quoted values, paths, the games'
    titles and names."""
    text = re.sub(r"'[^']*'|\"[^\"]*\"|--?[\w-]+|\S*[<>=]=?\S*|\S*/\S*", " ", text)
    for title in TITLES:
        text = text.replace(title, " ")
    return text


def commands() -> list[tuple[list[str], click.Command]]:
    """Every command reachable from `deckmath`, with the words that name it."""
    found = []

    def walk(group: click.Group, path: list[str]) -> None:
        ctx = click.Context(group)
        for name in group.list_commands(ctx):
            command = group.get_command(ctx, name)
            if isinstance(command, click.Group):
                walk(command, path + [name])
            elif command is not None:
                found.append((path + [name], command))

    walk(cli.main, [])
    return found


COMMANDS = commands()
GROUPS = sorted({tuple(path[:-1]) for path, _ in COMMANDS})


def _typed_option(command: click.Command) -> click.Option | None:
    """An option whose type refuses a word (a number, a choice, a grade), --lang aside."""
    for param in command.params:
        if (isinstance(param, click.Option) and not param.is_flag and param.name != "lang"
                and not isinstance(param.type, (click.types.StringParamType, click.Path))):
            return param
    return None


def _value_option(command: click.Command) -> click.Option:
    """An option that takes a value."""
    return next(param for param in command.params if isinstance(param, click.Option)
                and not param.is_flag and not param.count)


def cases() -> list[tuple[str, list[str], list[str]]]:
    """(name, the command's words, the faulty rest of the line) for each command."""
    out = []
    for path, command in COMMANDS:
        name = " ".join(path)
        out.append((f"{name}: unknown option", path, ["--no-such-option-here", "x"]))
        typed = _typed_option(command)
        if typed is not None:
            out.append((f"{name}: bad value", path, [typed.opts[0], "zz"]))
            if isinstance(typed.type, click.IntRange):
                out.append((f"{name}: out of range", path, [typed.opts[0], str(10**30)]))
        out.append((f"{name}: no value", path, [_value_option(command).opts[0]]))
        if any(param.required for param in command.params):
            out.append((f"{name}: missing argument", path, []))
    for group in GROUPS:
        out.append((f"{' '.join(group) or 'deckmath'}: no such command", list(group),
                    ["no-such-command"]))
    return out


CASES = cases()


def run(args: list[str], env: dict[str, str]):
    return CliRunner().invoke(cli.main, args, env=env)


def one_line(result, where: str) -> str:
    assert result.exit_code == 2, (where, result.exit_code, result.output)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, (where, result.stderr)
    assert "Traceback" not in result.stderr
    if lines[0].startswith("deckmath\u202f"):
        assert not re.search(r" [:;?!]", typed_left_out(lines[0])), (
            f"{where}: an ordinary space before French punctuation in {lines[0]!r}")
    return lines[0]


def _with_lang(path: list[str], rest: list[str], lang: str) -> list[str]:
    """The line with `--lang` after the command's words (a group takes none: at the end)."""
    if path and path[0] in registry.GAMES and len(path) == 1 or not path:
        return path + rest + ["--lang", lang]
    return path + ["--lang", lang] + rest


@pytest.mark.parametrize("name, path, rest", CASES, ids=[case[0] for case in CASES])
def test_the_command_lines_refusals_speak_the_language_asked(name, path, rest):
    """--lang fr and a French locale: one French line, exit 2; --lang en: the English line,
    the same as with an English locale and no --lang."""
    french = one_line(run(_with_lang(path, rest, "fr"), ENGLISH_LOCALE), name)
    assert french.startswith("deckmath\u202f: "), french
    assert_in_language(typed_left_out(french), "fr", name)
    assert one_line(run(path + rest, FRENCH_LOCALE), name) == french
    english = one_line(run(_with_lang(path, rest, "en"), FRENCH_LOCALE), name)
    assert english == one_line(run(path + rest, ENGLISH_LOCALE), name)
    assert english.startswith(("deckmath: usage: ", "deckmath: error: ")), english
    assert_in_language(typed_left_out(english), "en", name)


def test_a_bad_lang_falls_back_on_the_locale():
    """`--lang xx` is itself refused, in the locale's language."""
    line = one_line(run(["celsius", "solve", "--lang", "xx"], FRENCH_LOCALE), "--lang xx")
    assert_in_language(typed_left_out(line), "fr", "--lang xx")


def test_spot_checks():
    """Two lines as a person reads them, in each language."""
    line = one_line(run(["celsius", "solve", "--lang", "fr", "--answer", "x"], ENGLISH_LOCALE),
                    "")
    assert line == "deckmath\u202f: commande incorrecte\u202f: option inconnue '--answer'."
    line = one_line(run(["celsius", "solve", "--lang", "en", "--answer", "x"], FRENCH_LOCALE),
                    "")
    assert line == "deckmath: usage: No such option '--answer'."
    line = one_line(run(["totaux", "deal", "--bluff", "nan", "--lang", "en"], ENGLISH_LOCALE),
                    "")
    assert line == ("deckmath: usage: Invalid value for '--bluff': 'nan' is not a finite "
                    "number: give one from 0 to 1")


# The command line's own errors of files and batches ------------------------------------------


def _option(command: click.Command, name: str) -> click.Option | None:
    return next((param for param in command.params
                 if isinstance(param, click.Option) and param.name == name), None)


def file_cases() -> list[tuple[str, list[str], list[str]]]:
    """(name, command, the faulty rest) for every command reading a batch or a deck file or
    writing a file: a file that is not there, a folder to write into. A command that needs
    an argument first (replay's log) is left out, and so is census, which names a deck's
    refusal by its own flags (census/commands.py, in English)."""
    out = []
    for path, command in COMMANDS:
        name = " ".join(path)
        if any(param.required for param in command.params):
            continue
        if _option(command, "batch") is not None:
            out.append((f"{name}: batch not there", path, ["--batch", "/no/such/file.jsonl"]))
        if _option(command, "deck") is not None and path[-1] != "census":
            out.append((f"{name}: deck not there", path, ["--deck", "/no/such/deck.toml"]))
        output = _option(command, "output")
        if output is not None:
            out.append((f"{name}: output a folder", path, [output.opts[-1], "/"]))
    return out


FILE_CASES = file_cases()


@pytest.mark.parametrize("name, path, rest", FILE_CASES, ids=[case[0] for case in FILE_CASES])
def test_errors_of_files_speak_the_language_asked(name, path, rest):
    """Reading a batch or a deck that is not there, writing into a folder: one line, exit 2,
    in French with --lang fr or a French locale, unchanged in English."""
    french = one_line(run(path + ["--lang", "fr"] + rest, ENGLISH_LOCALE), name)
    assert french.startswith("deckmath\u202f: erreur\u202f: "), french
    assert_in_language(typed_left_out(french), "fr", name)
    assert one_line(run(path + rest, FRENCH_LOCALE), name) == french
    english = one_line(run(path + ["--lang", "en"] + rest, FRENCH_LOCALE), name)
    assert english == one_line(run(path + rest, ENGLISH_LOCALE), name)
    assert english.startswith("deckmath: error: cannot "), english


BATCHES = [(path, command) for path, command in COMMANDS
           if _option(command, "batch") is not None]


@pytest.mark.parametrize("path", [path for path, _ in BATCHES],
                         ids=[" ".join(path) for path, _ in BATCHES])
def test_a_batchs_summary_line_speaks_the_language_asked(path):
    """Lines that are not JSON objects: the summary line on stderr counts them in the language
    asked (the lines' error objects on stdout stay English, for programs)."""
    lines = "[1]\n\xff\n{nope\n"
    french = CliRunner().invoke(cli.main, path + ["--lang", "fr", "--batch", "-"],
                                input=lines.encode("latin-1"), env=ENGLISH_LOCALE)
    line = one_line(french, " ".join(path))
    assert line.startswith("deckmath\u202f: erreur\u202f: 3 lignes incorrectes sur 3"), line
    assert_in_language(typed_left_out(line), "fr", " ".join(path))
    english = CliRunner().invoke(cli.main, path + ["--batch", "-"],
                                 input=lines.encode("latin-1"), env=ENGLISH_LOCALE)
    assert one_line(english, "").startswith("deckmath: error: 3 bad lines of 3; the first, "
                                            "line 1: "), english.stderr
    assert french.stdout == english.stdout


BAD_LINES = ['{}', '{"cold": true, "table": 3, "hand": 3, "hands": 3, "play": 3}', '"x"',
             '{"cold": 1e400}', '[' * 3]
"""Lines every batch refuses: fields missing, of the wrong type, too large, not an object."""


@pytest.mark.parametrize("bad", BAD_LINES)
@pytest.mark.parametrize("path", [path for path, _ in BATCHES],
                         ids=[" ".join(path) for path, _ in BATCHES])
def test_a_batchs_first_bad_line_is_said_in_the_language_asked(path, bad):
    """The summary line quotes the first bad line's refusal: in French with --lang fr (the
    error object on stdout stays English, for programs), as it was in English."""
    lines = f"{bad}\n".encode()
    french = CliRunner().invoke(cli.main, path + ["--lang", "fr", "--batch", "-"], input=lines,
                                env=ENGLISH_LOCALE)
    english = CliRunner().invoke(cli.main, path + ["--lang", "en", "--batch", "-"], input=lines,
                                 env=FRENCH_LOCALE)
    where = f"{' '.join(path)} {bad}"
    assert french.exit_code == english.exit_code == 2, (where, french.output)
    line = one_line(french, where)
    assert line.startswith("deckmath\u202f: erreur\u202f: 1 ligne incorrecte sur 1"), line
    assert_in_language(typed_left_out(line), "fr", where)
    said = one_line(english, where)
    assert said.startswith("deckmath: error: 1 bad line of 1; the first, line 1: "), said
    assert french.stdout == english.stdout
    assert said.endswith(orjson.loads(english.stdout)["error"][:300]), said


NOT_JSON = [b"", b" ", b"{nope", b"[[[", b'{"a": 1e400}', b"[1,]", b'{"a":1,}', b"[1] x", b"NaN",
            b"01", b"1.e5", b"-a", b"1e+x", b"nulx", b"trux", b"falsx", b'"\\x"', b'"\\ud800"',
            b'"\\uDC00"', b'"\\ud800\\u0041"', b'"a\x01"', b'{"a" 1}', b'{"a":1 "b"}', b"[1 2]",
            b'"\xc3"', b"\xef\xbb\xbf{}", b"[" * 2000]
"""Lines that are not JSON, one for each reason orjson gives."""


@pytest.mark.parametrize("text", NOT_JSON, ids=[repr(text[:12]) for text in NOT_JSON])
def test_why_a_line_is_not_json_is_said_in_the_language_asked(text):
    """orjson's reason, which a batch's and a log's refusal quote, in French too; English as
    orjson says it."""
    from deckmath.conventions import parse_json_line

    with pytest.raises(InputError) as err:
        parse_json_line(text)
    assert err.value.text("en") == str(err.value)
    french = err.value.text("fr")
    assert french != str(err.value)
    assert_in_language(typed_left_out(french), "fr", repr(text))


def test_a_bug_is_said_to_be_one_in_the_language_asked(monkeypatch):
    from deckmath.solvers import celsius

    def broken(*_):
        raise ZeroDivisionError("simulated bug")

    monkeypatch.setattr(celsius, "GAME", dataclasses.replace(celsius.GAME, solve=broken))
    args = ["celsius", "solve", "--cold", "10", "--hot", "22,40", "--hand", "+1 x2"]
    result = run(args + ["--lang", "fr"], ENGLISH_LOCALE)
    assert result.exit_code == 70
    line = result.stderr.strip()
    assert line.startswith("deckmath\u202f: erreur interne (merci de la signaler"), line
    result = run(args, ENGLISH_LOCALE)
    assert result.stderr.strip().startswith("deckmath: internal error (please report it")


# What a refusal shows of a value: a huge number, a character --------------------------------

HUGE = [10**25, -10**30, 10**3100]
"""Numbers a refusal shows by their size (notation.show), not digit by digit."""

_WHOLE_IN_DECK = re.compile(r"(?:(?<== )|(?<=\[)|(?<=, ))-?\d+\b(?![:.\"])")


def deck_cases() -> list[tuple[str, str, int]]:
    """(game, its reference deck's text, where a whole number of it is) for each of the first
    whole numbers of every game's deck file, comments left alone."""
    out = []
    for name in registry.names():
        text = CliRunner().invoke(cli.main, [name, "deck"]).stdout
        spots = [found.start() for line in re.finditer(r"^(?!#).*$", text, re.M)
                 for found in _WHOLE_IN_DECK.finditer(text, line.start(), line.end())]
        assert spots, name
        out += [(name, text, spot) for spot in spots[:6]]
    return out


DECK_CASES = deck_cases()


@pytest.mark.parametrize("huge", HUGE, ids=["25 digits", "31 digits", "3101 digits"])
@pytest.mark.parametrize("name, text, spot", DECK_CASES,
                         ids=[f"{name} {spot}" for name, _, spot in DECK_CASES])
def test_a_deck_with_a_huge_number_is_refused_in_the_language_asked(name, text, spot, huge,
                                                                     tmp_path):
    """A deck file's number made huge: a refusal that shows it says its size in the language
    asked (a deck may take the number: a seed)."""
    number = re.match(r"-?\d+", text[spot:])
    path = tmp_path / "deck.toml"
    path.write_text(text[:spot] + str(huge) + text[spot + len(number.group()):], "utf-8")
    french = run([name, "deck", "--check", str(path), "--lang", "fr"], ENGLISH_LOCALE)
    english = run([name, "deck", "--check", str(path), "--lang", "en"], FRENCH_LOCALE)
    assert french.exit_code == english.exit_code, (french.output, english.output)
    if french.exit_code == 0:
        return
    where = f"{name} deck {spot} {str(huge)[:8]}"
    line = one_line(french, where)
    assert_in_language(typed_left_out(line), "fr", where)
    assert str(notation.show(huge)) not in line, line
    assert_in_language(typed_left_out(one_line(english, where)), "en", where)


def test_a_huge_number_is_shown_by_its_size_in_english_as_before():
    """Spot checks: the English words of notation.show, which tests and programs match."""
    assert notation.show(10**25) == "a 26-digit number"
    assert notation.show(-10**30) == "a 31-digit number"
    assert notation.show(10**3100) == "a number of over 3000 digits"
    assert notation.show([10**25]) == "[a 26-digit number]"


ODD_CHARACTERS = ["\u0445", "\u00e9", "\u0378", "\x00", "\u2212", "\uff11", "z", "\u200b"]
"""Characters a parser names (notation.describe): look-alikes, an unassigned one, controls."""


@pytest.mark.parametrize("char", ODD_CHARACTERS, ids=[f"U+{ord(c):04X}" for c in ODD_CHARACTERS])
@pytest.mark.parametrize("name", registry.names())
def test_a_character_a_parser_names_is_named_in_the_language_asked(name, char):
    """An answer with an odd character, read by the game's one reader of answers: a refusal
    that names the character gives its Unicode name as code in French (the name is English),
    and says it as it did in English."""
    import unicodedata

    for text in (char, f"{char}{char}", f"+1 x{char}", f"1{char}"):
        try:
            registry.game(name).parse_answer(text)
        except InputError as err:
            english, french = err.text("en"), err.text("fr")
            assert english == str(err)
            named = unicodedata.name(char, "")
            if named and named in english:
                assert f"`{named}`" in french, french
                assert f"U+{ord(char):04X} {named})" in english, english
            assert_in_language(typed_left_out(french), "fr", f"{name} {text!r}")


# The shared parsers ------------------------------------------------------------------------

WHAT = Table("test errors in french", en={"what": "the hand"}, fr={"what": "la main"})

HOSTILE = [True, False, None, 1.5, float("nan"), float("inf"), -float("inf"), 10**30, 10**20,
           [], {}, [1, 2], "", " ", "x", "1e999", "nan", "inf", "-inf", "12abc", "１２x",
           "1" * 40, "9" * 19, "٣", "\u00b2", "0x10", "1_000", "--3", "+", "\x00", "é" * 100,
           "12.5", "-0.0001", "2", "99999"]
LISTS = [",", ",22", "22,", "22,,40", " , ", "1,2,,", ",,"]


def refusals() -> list[tuple[str, InputError, InputError]]:
    """(what was read, the refusal with a plain `what`, with words) over the corpus."""
    out = []
    readers = [
        ("parse_int", lambda v, what: notation.parse_int(v, what)),
        ("parse_number", lambda v, what: notation.parse_number(v, what, 0, 10)),
        ("parse_number above", lambda v, what: notation.parse_number(v, what, 0, 1, True)),
        ("split_items", lambda v, what: notation.split_items(v, what)),
        ("field", lambda v, what: notation.field({}, str(v)[:10])),
    ]
    for name, read in readers:
        corpus = [v for v in HOSTILE + LISTS if name != "split_items" or isinstance(v, str)]
        for value in corpus:
            try:
                read(value, "the hand")
            except InputError as plain:
                with pytest.raises(InputError) as said:
                    read(value, WHAT.said("what"))
                out.append((f"{name}({value!r})", plain, said.value))
    return out


def test_the_shared_parsers_refuse_in_both_languages():
    """The same refusal, plain or with words, is the same English line; the words' French is
    French; and every parser refuses something of the corpus."""
    found = refusals()
    assert {where.split("(")[0] for where, _, _ in found} >= {
        "parse_int", "parse_number", "parse_number above", "split_items", "field"}
    for where, plain, said in found:
        assert str(plain) == str(said) == said.text("en"), where
        assert_in_language(typed_left_out(said.text("en")), "en", where)
        french = said.text("fr")
        assert french != str(said), where
        assert_in_language(typed_left_out(french), "fr", where)


def test_the_shared_parsers_english_is_unchanged():
    """Spot checks of the English lines (many tests match their fragments)."""
    with pytest.raises(InputError) as err:
        notation.parse_int("x", "the hand")
    assert str(err.value) == "the hand must be a whole number, not 'x'"
    with pytest.raises(InputError) as err:
        notation.split_items("22,,40", WHAT.said("what"))
    assert str(err.value) == ("the hand '22,,40': an empty item between commas 1 and 2; "
                              "separate the items with one comma or spaces")
    assert err.value.text("fr").startswith("la main '22,,40'\u202f: ")


# The page ----------------------------------------------------------------------------------


def api_refusals() -> list[tuple[str, str, dict]]:
    """(what, address, body) of requests the page refuses, for every game."""
    out = [("unknown game", "/api/games/no-such-game/deal", {})]
    for name in registry.names():
        game = registry.game(name)
        base = f"/api/games/{name}"
        out += [
            (f"{name} deal: extra field", f"{base}/deal", {"seeds": 1}),
            (f"{name} deal: bad seed", f"{base}/deal", {"seed": "x"}),
            (f"{name} deal: seed out of range", f"{base}/deal", {"seed": -1}),
            (f"{name} solve: position not an object", f"{base}/solve", {"position": 3}),
            (f"{name} solve: bad job", f"{base}/solve", {"position": {}, "job": 3}),
            (f"{name} check: answer not text", f"{base}/check",
             {"position": "dealt", "answer": 3}),
        ]
        if game.puzzle_kinds:
            out += [
                (f"{name} sheet: bad count", f"{base}/sheets", {"count": 0}),
                (f"{name} sheet: bad kind", f"{base}/sheets", {"kind": "zz"}),
                (f"{name} sheet: grade and grades", f"{base}/sheets",
                 {"grade": 1, "grades": "1-5"}),
                (f"{name} sheet: bad flag", f"{base}/sheets", {"unique": 3}),
            ]
        if game.play is not None:
            out += [
                (f"{name} table: bad players", f"{base}/tables", {"players": 99}),
                (f"{name} table: bad wait", f"{base}/tables", {"wait": 3}),
                (f"{name} table: level and bots", f"{base}/tables",
                 {"level": "easy", "bots": "random"}),
                (f"{name} table: unknown option", f"{base}/tables", {"options": {"zz": 1}}),
            ]
        else:
            out.append((f"{name} table: no play face", f"{base}/tables", {}))
    return out


API_REFUSALS = api_refusals()


@pytest.mark.parametrize("where, address, body", API_REFUSALS,
                         ids=[case[0] for case in API_REFUSALS])
def test_the_pages_refusals_speak_the_requests_language(client, where, address, body):
    if body.get("position") == "dealt":
        dealt = client.post(address.rsplit("/", 1)[0] + "/deal", json={"seed": 1})
        body = {**body, "position": dealt.json()["position"]}
    english = client.post(address, json=body)
    assert english.status_code == 400, (where, english.text)
    assert client.post(address, json={**body, "lang": "en"}).json() == english.json()
    french = client.post(address, json={**body, "lang": "fr"})
    assert french.status_code == 400, (where, french.text)
    assert_in_language(typed_left_out(english.json()["error"]), "en", where)
    assert_in_language(typed_left_out(french.json()["error"]), "fr", where)
    assert french.json()["error"] != english.json()["error"], where


@pytest.mark.parametrize("body", [b"{nope", *NOT_JSON[2:]], ids=repr)
def test_a_body_that_is_not_json_is_refused_in_the_pages_language(client, body):
    """No body to read `lang` from: the request's Accept-Language says it, orjson's reason
    included."""
    english = client.post("/api/games/celsius/deal", content=body)
    french = client.post("/api/games/celsius/deal", content=body,
                         headers={"Accept-Language": "fr-FR,fr;q=0.9,en;q=0.8"})
    assert english.status_code == french.status_code == 400
    assert english.json()["error"].startswith("the request body is not JSON")
    assert_in_language(typed_left_out(french.json()["error"]), "fr", "not JSON")


@pytest.mark.parametrize("address", ["/api/jobs/nope", "/api/tables/nope", "/api/nowhere",
                                     "/api/jobs/nope/other.pdf"])
def test_the_pages_not_found_speaks_the_requests_language(client, address):
    """An unknown job, game or address: 404, in the query's or the header's language."""
    english = client.get(address)
    assert english.status_code == 404, english.text
    assert_in_language(typed_left_out(english.json()["error"]), "en", address)
    for french in (client.get(address, params={"lang": "fr"}),
                   client.get(address, headers={"Accept-Language": "fr"})):
        assert french.status_code == 404
        assert_in_language(typed_left_out(french.json()["error"]), "fr", address)
        assert french.json()["error"] != english.json()["error"]


@pytest.mark.parametrize("headers", [{"Content-Type": "text/plain"},
                                     {"Origin": "http://elsewhere.example"}])
def test_the_pages_403_speaks_the_headers_language(client, headers):
    """A request refused before its body is read: in its Accept-Language."""
    english = client.post("/api/games/celsius/deal", content=b"{}", headers=headers)
    french = client.post("/api/games/celsius/deal", content=b"{}",
                         headers={**headers, "Accept-Language": "fr-CA,fr;q=0.8"})
    assert english.status_code == french.status_code == 403
    assert english.json()["error"].startswith("refused: ")
    assert_in_language(typed_left_out(french.json()["error"]), "fr", str(headers))


@pytest.mark.parametrize("address", ["/api/games", "/api/games/celsius/deal", "/"])
def test_another_host_is_refused_in_the_requests_language(client, address):
    """A Host the page does not answer (DNS rebinding): 400 before anything is read, in the
    query's or the header's language; English as it was."""
    english = client.get(address, headers={"Host": "evil.example"})
    assert english.status_code == 400
    assert english.text == "Invalid host header"
    for french in (client.get(address, params={"lang": "fr"}, headers={"Host": "evil.example"}),
                   client.get(address, headers={"Host": "evil.example",
                                                "Accept-Language": "fr-FR,fr;q=0.9"})):
        assert french.status_code == 400
        assert french.text != english.text
        assert_in_language(typed_left_out(french.text), "fr", address)


@pytest.mark.parametrize("name", registry.names())
def test_a_batchs_first_bad_line_is_the_first_of_many_chunks(name, monkeypatch):
    """Good and bad lines answered in many small chunks side by side: the summary line quotes
    the first bad line's refusal (line 2, not a later one), in French as in English."""
    import random

    from deckmath import conventions

    game = registry.game(name)
    deck = game.load_deck(None)
    good = [orjson.dumps(game.format_position(game.random_position(deck, random.Random(seed))))
            for seed in range(6)]
    lines = b"\n".join([good[0], b'"first"', *good[1:4], b"[2]", *good[4:]]) + b"\n"
    monkeypatch.setattr(conventions, "CHUNK_BYTES", 64)
    said = {}
    for lang, env in (("fr", ENGLISH_LOCALE), ("en", FRENCH_LOCALE)):
        done = CliRunner().invoke(cli.main, [name, "solve", "--batch", "-", "--lang", lang],
                                  input=lines, env=env)
        assert done.exit_code == 2, done.output
        said[lang] = one_line(done, f"{name} solve {lang}")
    errors = [orjson.loads(line) for line in done.stdout.splitlines()]
    assert [e.get("line") for e in errors if "error" in e] == [2, 6]
    assert said["en"].endswith(f"line 2: {errors[1]['error']}"), said["en"]
    assert said["fr"].startswith("deckmath\u202f: erreur\u202f: 2 lignes incorrectes sur 8"), \
        said["fr"]
    assert_in_language(typed_left_out(said["fr"]), "fr", name)
