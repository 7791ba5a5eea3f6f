"""The conventions every deckmath command follows, shared by the entry point (cli.py), each
game's commands, the whole-game, census and page drivers: exit codes, one-line errors, JSON
output, the JSON Lines batch runners, the output language, seeds, atomic writes and the
interrupt state, progress, and the options and runner of every `generate` command. Exit codes:
0 success or valid claim, 1 invalid claim, 2 bad input or usage, with one line on stderr; 3 a
replayed log valid up to where its game was left; 70 a bug, 74 the output could not be written,
130 interrupted, 141 stdout closed. It imports no driver: drivers import it."""
from __future__ import annotations

import contextlib
import errno
import importlib
import io
import os
import re
import sys
import threading
import time
from collections.abc import Iterator
from typing import Any, Callable, Iterable, NoReturn

import click

from deckmath.solvers import registry

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
"""No command does linear algebra: numpy's BLAS need not start a thread per core on import
(about half of numpy's import time in CPU, measured)."""
from deckmath.cli_words import WORDS  # noqa: E402
from deckmath.help_language import FrenchFormatter, short_help  # noqa: E402
from deckmath.solvers.errors import InputError  # noqa: E402
from deckmath.solvers.game import SEED_MAX  # noqa: E402
from deckmath.solvers.json_lines import Answered, EncodedLine  # noqa: E402
from deckmath.solvers.shared_words import reason as why  # noqa: E402
from deckmath.solvers.words import LANGS, Said, say  # noqa: E402

EXIT_INVALID = 1
EXIT_USAGE = 2
EXIT_INCOMPLETE = 3
"""replay: every log is valid as far as it goes, and one was left early by its writer."""
EXIT_INTERNAL = 70
EXIT_OUTPUT = 74
EXIT_INTERRUPTED = 130
EXIT_CLOSED = 141


class Failure(click.ClickException):
    """Bad input: printed as one line on stderr, exit 2, in the output's language when the
    message is words (a Said, or anything with text(lang) as InputError's message)."""

    exit_code = EXIT_USAGE

    def __init__(self, message: str | Said) -> None:
        super().__init__(str(message))
        self.said: Any = message if callable(getattr(message, "text", None)) else None

    def text(self, lang: str) -> str:
        """The message in `lang` (as given when it is plain text)."""
        return self.said.text(lang) if self.said is not None else self.format_message()


def fail(message: str | Said) -> NoReturn:
    """Stop with bad input: one line on stderr, exit 2."""
    raise Failure(message)


def write_bytes(data: bytes | memoryview) -> None:
    """Write bytes to stdout after whatever text is already buffered there."""
    sys.stdout.flush()
    sys.stdout.buffer.write(data)


def json_line(obj: dict | EncodedLine) -> bytes:
    """One JSON object as one compact line (orjson: UTF-8, no spaces); an EncodedLine is
    already that line's text."""
    if isinstance(obj, EncodedLine):
        return obj + b"\n"
    import orjson

    return orjson.dumps(obj) + b"\n"


def emit_json(obj: dict) -> None:
    """Print one JSON object on one line. A value that is an iterator (not a list) is written as
    a JSON array item by item as it comes, so a long listing is never held in memory."""
    import orjson

    if not any(isinstance(value, Iterator) for value in obj.values()):
        write_bytes(json_line(obj))
        return
    write_bytes(b"{")
    for i, (key, value) in enumerate(obj.items()):
        write_bytes((b"," if i else b"") + orjson.dumps(key) + b":")
        if not isinstance(value, Iterator):
            write_bytes(orjson.dumps(value))
            continue
        write_bytes(b"[")
        for j, item in enumerate(value):
            write_bytes((b"," if j else b"") + orjson.dumps(item))
        write_bytes(b"]")
    write_bytes(b"}\n")


def emit(result: Any, as_json: bool) -> None:
    """Print a result (anything with to_json() and to_text()) as one JSON line or as text."""
    if as_json:
        from deckmath.solvers.words import json_in

        emit_json(json_in(result, output_lang()))
    else:
        click.echo(text_in(result, output_lang()))


LINE_MAX = 64 * 1024 * 1024
"""Longest line the JSON Lines reader takes (a batch position, a game log): 64 MB."""


def open_lines(source: str, limit: int = LINE_MAX) -> Iterator[bytes]:
    """Raw lines of a JSON Lines file, or of stdin for '-', each at most `limit` bytes (a longer
    one is bad input, read no further); each is decoded on its own, so one line that is not
    UTF-8 is one bad line, not a bad file."""
    name = "stdin" if source == "-" else source
    try:
        handle = sys.stdin.buffer if source == "-" else open(source, "rb")
    except OSError as err:
        raise InputError(WORDS.said("read.cannot", source=source, why=why(err))) from None
    try:
        number = 0
        while True:
            try:
                line = handle.readline(limit + 1)
            except OSError as err:
                raise InputError(WORDS.said("read.cannot", source=name, why=why(err))) from None
            if not line:
                return
            number += 1
            if len(line) > limit:
                raise InputError(WORDS.said("line.long", name=name, number=number,
                                            mb=limit // 2**20))
            yield line
    finally:
        if source != "-":
            handle.close()


def parse_json_line(line: bytes) -> dict:
    """One JSON object from a batch line, or InputError naming what is wrong with it. orjson
    reads it: no recursion error on deeply nested input, no Python-only values (NaN, Infinity)."""
    import orjson

    from deckmath.solvers.shared_words import json_reason

    try:
        obj = orjson.loads(line)
    except orjson.JSONDecodeError as err:
        try:
            line.decode("utf-8")
        except UnicodeDecodeError:
            raise InputError(WORDS.said("line.utf8")) from None
        raise InputError(WORDS.said("line.json", detail=json_reason(err),
                                    column=err.colno)) from None
    if not isinstance(obj, dict):
        raise InputError(WORDS.said("line.object"))
    return obj


def run_batch(source: str, parse: Callable[[dict], object],
              answer: Callable[[list], Iterable[dict | EncodedLine | InputError]],
              chunk: int = 4096) -> tuple[int, int]:
    """Batch mode: one JSON line out per line in, in order; a bad line gives
    {"line": N, "error": ...} and the rest still run. `answer` yields a JSON object per item, or
    the InputError that item raised (it becomes that line's error object). Blank lines are
    skipped (line numbers count them) and a UTF-8 byte order mark is ignored. Lines are
    answered in chunks, so memory does not grow with the file. Bad lines are also counted in
    one line on stderr at the end (say_bad_lines). Returns (bad lines, answers)."""
    bad = 0
    done = 0
    pending: list[tuple[int, object]] = []
    first: list[tuple[int, str]] = []

    def flush() -> None:
        nonlocal done, bad
        items = [item for _, item in pending if not isinstance(item, InputError)]
        answers = iter(answer(items))
        lines = []
        for number, item in pending:
            if isinstance(item, InputError):
                lines.append(json_line({"line": number, "error": str(item)}))
                first[:] = first or [(number, item.text(output_lang()))]
                continue
            out = next(answers)
            if isinstance(out, InputError):
                lines.append(json_line({"line": number, "error": str(out)}))
                first[:] = first or [(number, out.text(output_lang()))]
                bad += 1
            else:
                lines.append(json_line(out))
                done += 1
        write_bytes(b"".join(lines))
        pending.clear()

    for number, line in enumerate(open_lines(source), start=1):
        if number == 1 and line.startswith(b"\xef\xbb\xbf"):
            line = line[3:]
        if not line.strip():
            continue
        try:
            pending.append((number, parse(parse_json_line(line))))
        except InputError as err:
            pending.append((number, err))
            bad += 1
        if len(pending) >= chunk:
            flush()
            if sys.stderr.isatty():
                click.echo(f"\r{answered(number)}", err=True, nl=False)
    flush()
    if sys.stderr.isatty() and done + bad > chunk:
        click.echo(f"\r{answered(done + bad)}", err=True)
    say_bad_lines(bad, done + bad, first[0] if first else None)
    return bad, done


def say_bad_lines(bad: int, lines: int, first: tuple[int, str] | None) -> None:
    """The one line on stderr that a batch's exit 2 promises: how many lines were bad, of how
    many answered, and the first one's message (each has its error object on stdout)."""
    if not bad:
        return
    words = WORDS(output_lang())
    where = "" if first is None else words("bad.first", number=first[0],
                                           message=_one_line(first[1])[:300])
    said = words("bad.one" if bad == 1 else "bad.many", bad=bad, lines=lines, first=where)
    click.echo(words("prefix.error", message=said), err=True)


def answered(lines: int) -> str:
    """Progress of a batch on a terminal: how many lines are answered."""
    return WORDS(output_lang())("answered", n=lines)


CHUNK_BYTES = 1 << 20
"""Bytes of input a chunk of batch lines holds (read_chunks): about 14,000 Celsius lines."""

BOM = b"\xef\xbb\xbf"

WRITE_BYTES = 1 << 18
"""Most bytes run_chunks writes at once: a reader that went away (`| head -1`) is noticed at
the next write, as with run_batch's smaller chunks."""
NEWLINE = b"\n"


def read_chunks(source: str, size: int | None = None, limit: int = LINE_MAX
                ) -> Iterator[tuple[int, bytes]]:
    """Whole lines of a JSON Lines file, or of stdin for '-', in chunks of about `size` bytes:
    (number of the chunk's first line, its bytes), so that a batch reads, parses and writes
    many lines at a time (`size` None: CHUNK_BYTES). A byte order mark opening the file is
    dropped; a line longer than `limit` bytes is bad input, as open_lines says, once the lines
    before it are given."""
    name = "stdin" if source == "-" else source
    size = size or CHUNK_BYTES
    try:
        handle = sys.stdin.buffer if source == "-" else open(source, "rb")
    except OSError as err:
        raise InputError(WORDS.said("read.cannot", source=source, why=why(err))) from None
    try:
        number, pending, opening = 1, b"", True
        while True:
            try:
                block = handle.read(size)
            except OSError as err:
                raise InputError(WORDS.said("read.cannot", source=name, why=why(err))) from None
            data = pending + block
            if opening and data.startswith(BOM):
                data = data[len(BOM):]
            opening = False
            cut = data.rfind(NEWLINE) + 1 if block else len(data)
            whole, pending = data[:cut], data[cut:]
            at = _too_long(whole, limit) if len(whole) > limit else None
            if at is None and len(pending) > limit:
                at = len(whole)
            if at is not None:
                if at:
                    yield number, whole[:at]
                line = number + whole.count(NEWLINE, 0, at)
                raise InputError(WORDS.said("line.long", name=name, number=line,
                                            mb=limit // 2**20))
            if whole:
                yield number, whole
                number += whole.count(NEWLINE)
            if not block:
                return
    finally:
        if source != "-":
            handle.close()


def _too_long(data: bytes, limit: int) -> int | None:
    """Where the first line longer than `limit` bytes (its newline counted) starts, or None."""
    start = 0
    while start < len(data):
        end = data.find(b"\n", start)
        end = len(data) if end < 0 else end + 1
        if end - start > limit:
            return start
        start = end
    return None


def run_chunks(source: str, answer: Callable[[int, bytes], Answered],
               at_once: int = 2, counts: int = 2) -> list[int]:
    """Batch mode by chunks of lines (read_chunks), with run_batch's output and conventions:
    `answer(first line's number, chunk)` returns the chunk's output lines, in order, its
    counts (bad lines, answers, ...) and its first bad line (json_lines.Answered), whose
    refusal the summary line says in the output's language. Up to `at_once` chunks are
    answered side by side on threads (a kernel releases the GIL while another chunk is parsed
    or written); outputs are written in order as they are done. Returns the `counts` counts
    summed over the chunks."""
    from collections import deque
    from concurrent.futures import Future, ThreadPoolExecutor

    totals = [0] * counts
    waiting: deque[Future] = deque()
    first_bad: list[tuple[int, str]] = []

    def write_next() -> None:
        out, chunk_counts, found = waiting.popleft().result()
        if found is not None and not first_bad:
            first_bad.append((found[0], found[1].text(output_lang())))
        view = memoryview(out)
        for at in range(0, len(out), WRITE_BYTES):
            write_bytes(view[at:at + WRITE_BYTES])
        for k, count in enumerate(chunk_counts):
            totals[k] += count
        if sys.stderr.isatty():
            click.echo(f"\r{answered(totals[0] + totals[1])}", err=True, nl=False)

    with ThreadPoolExecutor(at_once) as pool:
        try:
            for first, data in read_chunks(source):
                waiting.append(pool.submit(answer, first, data))
                if len(waiting) >= at_once:
                    write_next()
        finally:
            while waiting:
                write_next()
    if sys.stderr.isatty() and totals[0] + totals[1] > 0:
        click.echo("", err=True)
    say_bad_lines(totals[0], totals[0] + totals[1], first_bad[0] if first_bad else None)
    return totals


LANG_META = "deckmath.lang"
"""Where a command's context keeps the language it prints in (output_lang)."""


def _chosen_lang(ctx: click.Context, param: click.Parameter, value: str | None) -> str:
    """--lang as given, else the locale's language (LC_ALL, LC_MESSAGES, LANG); kept in the
    context for output_lang."""
    from deckmath.solvers.words import locale_lang

    lang = value or _ASKED["lang"] or locale_lang()
    ctx.meta[LANG_META] = lang
    if value:
        _ASKED["lang"] = value
    return lang


LANG_HELP = "Language of the output: en or fr (default: the locale's, else en)."


def lang_option(func):
    """--lang en|fr: the language of what a command prints or writes, the locale's by
    default; read before the other options (eager), so that their refusals are said in it."""
    return click.option("--lang", type=click.Choice(["en", "fr"]), default=None,
                        callback=_chosen_lang, is_eager=True, help=LANG_HELP)(func)


_ASKED: dict[str, str | None] = {"lang": None}
"""The --lang of the running command line, once known: read from the command line as typed
when the command starts (lang_in_argv), then as click read it (_chosen_lang). Kept here as well
as in the context, for what is said where no context is: a usage error click raises before
--lang is read, a batch's threads, an interrupt in the main thread, a bug."""


def lang_in_argv(argv: Iterable[object]) -> str | None:
    """The language asked on a command line as typed (`--lang fr`, `--lang=fr`, the last one),
    before click reads it; None when there is none (or none deckmath speaks)."""
    found, args = None, [arg for arg in argv if isinstance(arg, str)]
    for i, arg in enumerate(args):
        if arg == "--":
            break
        value = arg[len("--lang="):] if arg.startswith("--lang=") else (
            args[i + 1] if arg == "--lang" and i + 1 < len(args) else None)
        if value in LANGS:
            found = value
    return found


def output_lang() -> str:
    """The language the running command prints in: its --lang, else the --lang typed on its
    command line (click may not have read it yet), else the locale's."""
    from deckmath.solvers.words import locale_lang

    ctx = click.get_current_context(silent=True)
    chosen = ctx.meta.get(LANG_META) if ctx is not None else None
    return chosen or _ASKED["lang"] or locale_lang()


class HelpContext(click.Context):
    """A deckmath command's context: its help is written by help_language's FrenchFormatter
    when the output's language is French (read when the help is asked, so that a `--lang`
    typed after `--help` counts), by click's own formatter otherwise."""

    def make_formatter(self) -> click.HelpFormatter:
        if output_lang() != "fr":
            return super().make_formatter()
        return FrenchFormatter(width=self.terminal_width, max_width=self.max_content_width)


class LangCommand(click.Command):
    """A command with --lang: every command of deckmath prints in the language asked (or the
    locale's), its --help too (help_language.HelpContext); a command with its own `lang`
    parameter keeps it."""

    context_class = HelpContext

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        if not any(param.name == "lang" for param in self.params):
            self.params.append(click.Option(["--lang"], type=click.Choice(["en", "fr"]),
                                            default=None, expose_value=False, is_eager=True,
                                            callback=_chosen_lang, help=LANG_HELP))


def text_in(result: Any, lang: str) -> str:
    """A result's text in `lang` where its to_text takes a language (every answer and verdict
    of the games does), else its one text."""
    import inspect

    if "lang" in inspect.signature(result.to_text).parameters:
        return result.to_text(lang)
    return result.to_text()


class DeckmathGroup(click.Group):
    """A click group whose usage errors and bad input end in one line on stderr and exit 2, and
    whose --help is in the output's language (HelpContext; a hidden --lang, so that
    `deckmath --lang fr celsius --help` is French and the English help is unchanged).

    The top-level group runs the whole command in a worker thread while the main thread only
    waits: Ctrl-C then stops any command at once, even inside a numba kernel (the kernels
    release the GIL), removes half-written files and exits 130. A closed stdout ends quietly
    (141), output that cannot be written is one line (74), and a bug is said to be one (70):
    never a traceback, never an exit code that looks like a verdict."""

    def main(self, *args: Any, **kwargs: Any) -> Any:
        stand_in_for_closed_streams()
        outcome: dict[str, Any] = {}

        def work() -> None:
            try:
                outcome["value"] = self._main(*args, **kwargs)
            except BaseException as err:  # handed to the main thread, which raises it
                outcome["error"] = err

        worker = threading.Thread(target=work, name="deckmath", daemon=True)
        worker.start()
        try:
            while worker.is_alive():
                worker.join(0.05)
        except KeyboardInterrupt:
            interrupted()
        _ASKED["lang"] = None  # the command is over: its --lang chooses nothing more
        if "error" in outcome:
            raise outcome["error"]
        return outcome.get("value")

    def _main(self, *args, **kwargs):
        kwargs["standalone_mode"] = False
        argv = kwargs["args"] if "args" in kwargs else args[0] if args else None
        _ASKED["lang"] = lang_in_argv(sys.argv[1:] if argv is None else argv)
        try:
            value = super().main(*args, **kwargs)
            sys.stdout.flush()
            if isinstance(value, int):
                sys.exit(value)
            return value
        except click.exceptions.Abort:
            click.echo(said_alone("interrupted"), err=True)
            sys.exit(EXIT_INTERRUPTED)
        except click.exceptions.NoArgsIsHelpError as err:
            click.echo(err.ctx.get_help())
            sys.exit(0)
        except click.ClickException as err:
            from deckmath.click_words import usage_message

            lang = output_lang()
            if isinstance(err, Failure):
                line = WORDS(lang)("prefix.error", message=_one_line(err.text(lang)))
            else:
                line = WORDS(lang)("prefix.usage", message=_one_line(usage_message(err, lang)))
            click.echo(line, err=True)
            sys.exit(EXIT_USAGE)
        except BrokenPipeError:
            _silence_stdout()
            sys.exit(EXIT_CLOSED)
        except OSError as err:
            if err.errno not in _OUTPUT_ERRORS:
                _internal_error(err)
            _silence_stdout()
            words = WORDS(output_lang())
            where = err.filename if isinstance(err.filename, str) else words("write.output")
            said = words("write.cannot", target=where, why=say(why(err), words.lang))
            click.echo(words("prefix.error", message=said), err=True)
            sys.exit(EXIT_OUTPUT)
        except (SystemExit, KeyboardInterrupt):
            raise
        except Exception as err:  # a bug: say so in one line, not as a verdict
            _internal_error(err)

    context_class = HelpContext

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.params.append(click.Option(["--lang"], type=click.Choice(["en", "fr"]),
                                        default=None, expose_value=False, is_eager=True,
                                        hidden=True, callback=_chosen_lang, help=LANG_HELP))

    def format_commands(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """The group's commands, each with its line; in French, each line is cut from the
        French of the command's help (help_language.short_help)."""
        if not isinstance(formatter, FrenchFormatter):
            return super().format_commands(ctx, formatter)
        commands: list[tuple[str, click.Command]] = []
        for name in self.list_commands(ctx):
            command = self.get_command(ctx, name)
            if command is not None and not command.hidden:
                commands.append((name, command))
        if commands:
            limit = formatter.width - 6 - max(len(name) for name, _ in commands)
            with formatter.section("Commands"):
                formatter.write_dl([(name, short_help(command, limit))
                                    for name, command in commands])

    def make_context(self, *args: Any, **kwargs: Any) -> click.Context:
        """The group's context; `--help` prints while it is made, so a closed stdout is
        caught here too (click itself would exit 1)."""
        try:
            return super().make_context(*args, **kwargs)
        except BrokenPipeError:
            _silence_stdout()
            sys.exit(EXIT_CLOSED)

    def invoke(self, ctx):
        try:
            return super().invoke(ctx)
        except InputError as err:
            raise Failure(err.said or str(err)) from None
        except BrokenPipeError:
            _silence_stdout()
            sys.exit(EXIT_CLOSED)


_OUTPUT_ERRORS = {errno.ENOSPC, errno.EIO, errno.EDQUOT, errno.EFBIG, errno.EPIPE}
"""Errors of writing the output (a full disk, a dead terminal), as opposed to bugs."""

_TEMPORARY: set[str] = set()
"""Temporary files being written (write_output); an interrupted run removes them."""

_TEMPORARY_LOCK = threading.RLock()
"""Held while a temporary file is created and registered, and while a finished one is renamed
into place; an interrupt takes it and keeps it until the process exits, so that a command's
thread never renames (or reports) a file the interrupt is removing, while the interrupt's own
saves (from the same thread) still write."""


_ON_INTERRUPT: list[Callable[[], None]] = []
"""What to save before an interrupted run exits (a game's log so far, on_interrupt)."""


@contextlib.contextmanager
def on_interrupt(save: Callable[[], None]) -> Iterator[None]:
    """While the block runs, Ctrl-C first calls `save()` (from the main thread, while the
    command's thread waits, say, for a line typed at a prompt), then exits 130 as usual."""
    _ON_INTERRUPT.append(save)
    try:
        yield
    finally:
        _ON_INTERRUPT.remove(save)


def interrupted() -> None:
    """Ctrl-C: save what asked to be saved (on_interrupt), remove half-written files, keep what
    was already answered, exit 130 at once (the worker thread, perhaps inside a kernel, is not
    waited for)."""
    _TEMPORARY_LOCK.acquire(timeout=1)
    for save in list(_ON_INTERRUPT):
        with contextlib.suppress(Exception, SystemExit):
            save()
    for path in list(_TEMPORARY):
        with contextlib.suppress(OSError):
            os.unlink(path)
    with contextlib.suppress(Exception):
        sys.stdout.flush()
    with contextlib.suppress(Exception):
        sys.stderr.write(said_alone("interrupted") + "\n")
        sys.stderr.flush()
    os._exit(EXIT_INTERRUPTED)


class _ClosedOutput(io.RawIOBase):
    """Stands for a stdout the process was started without (`>&-`): writing to it is the
    closed-output case, as when the reader of a pipe went away (BrokenPipeError, exit 141)."""

    silenced = False
    """Set once the closed output has been reported: later writes (the interpreter's last
    flush) go nowhere."""

    def writable(self) -> bool:
        return True

    def write(self, data: Any) -> int:
        if self.silenced:
            return len(data)
        raise BrokenPipeError(errno.EPIPE, "stdout is closed")


class _ClosedInput(io.RawIOBase):
    """Stands for a stdin the process was started without (`<&-`): reading it is an error of
    reading the input (`cannot read stdin: it is closed`, exit 2)."""

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        raise OSError(errno.EBADF, "it is closed")


_CLOSED_OUTPUT = _ClosedOutput()


def stand_in_for_closed_streams() -> None:
    """A process started with a standard stream closed (`>&-`, `<&-`, `2>&-`) has it as None
    in sys: give each a stand-in (a closed stdout is the closed-output case, exit 141; a closed
    stdin cannot be read, exit 2; a closed stderr loses the messages, not the exit code), and
    hold the file descriptor with /dev/null, so that no file opened later becomes the
    process's stdout (nor a child's: a Dask worker's)."""
    for fd, name in ((0, "stdin"), (1, "stdout"), (2, "stderr")):
        if getattr(sys, name) is not None:
            continue
        with contextlib.suppress(OSError):
            os.fstat(fd)
            continue
        with contextlib.suppress(OSError):
            held = os.open(os.devnull, os.O_RDWR)
            if held != fd:
                os.dup2(held, fd)
                os.close(held)
        if name == "stdin":
            sys.stdin = io.TextIOWrapper(io.BufferedReader(_ClosedInput()), encoding="utf-8")
        elif name == "stdout":
            _CLOSED_OUTPUT.silenced = False
            sys.stdout = io.TextIOWrapper(io.BufferedWriter(_CLOSED_OUTPUT), encoding="utf-8")
        else:
            sys.stderr = open(os.devnull, "w", encoding="utf-8")


def _silence_stdout() -> None:
    """Point stdout at /dev/null, so that the interpreter's last flush of a closed or full
    stdout does not print an error after ours."""
    _CLOSED_OUTPUT.silenced = True
    with contextlib.suppress(OSError, ValueError, AttributeError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())


def said_alone(key: str) -> str:
    """A line of the command line's words on its own, after `deckmath: `."""
    words = WORDS(output_lang())
    return words("prefix.plain", message=words(key))


def _internal_error(err: BaseException) -> None:
    """A bug: one line naming it (the traceback with DECKMATH_DEBUG=1), exit 70."""
    if os.environ.get("DECKMATH_DEBUG"):
        import traceback

        traceback.print_exception(err)
    words = WORDS(output_lang())
    said = words("internal", kind=type(err).__name__, detail=_one_line(str(err))[:200])
    click.echo(words("prefix.plain", message=said), err=True)
    sys.exit(EXIT_INTERNAL)


def _one_line(text: str) -> str:
    """`text` on one line: runs of ordinary white space (line breaks included) become one
    space; French's narrow no-break spaces stay where the words put them."""
    return re.sub(r"[ \t\n\r\f\v]+", " ", text).strip()


def batch_alone(batch: str | None, **given: object) -> None:
    """--batch takes everything from its file: any other position option given with it is a
    usage error rather than silently ignored."""
    if batch is not None:
        extra = [name for name, value in given.items() if value is not None]
        if extra:
            fail(WORDS.said("batch.alone", option=extra[0].replace('_', '-')))


class _Silent:
    """A progress bar that shows nothing (stderr is not a terminal)."""

    pos = 0

    def update(self, steps: int) -> None:
        self.pos += steps

    def __enter__(self) -> _Silent:
        return self

    def __exit__(self, *exc: object) -> None:
        return None


def progress_bar(length: int, label: str) -> Any:
    """click's progress bar on stderr when it is a terminal; nothing otherwise, so that a log
    or a script reading stderr sees only real messages (one line for an error)."""
    if sys.stderr.isatty():
        return click.progressbar(length=length, label=label, file=sys.stderr)
    return _Silent()


class Ticker:
    """Progress of one long step on stderr: a line saying what is being done, then, on a
    terminal, the seconds ticking until `done`."""

    def __init__(self) -> None:
        self.stop = threading.Event()
        self.thread: threading.Thread | None = None
        self.start = 0.0

    def begin(self, message: str) -> None:
        self.end()
        click.echo(WORDS(output_lang())("prefix.plain", message=message), err=True)
        self.start = time.monotonic()
        if sys.stderr.isatty():
            self.stop.clear()
            self.thread = threading.Thread(target=self._tick, daemon=True)
            self.thread.start()

    def end(self, message: str | None = None) -> None:
        self.stop.set()
        if self.thread is not None:
            self.thread.join()
            self.thread = None
            words = WORDS(output_lang())
            took = words("took", message=message or words("done"),
                         seconds=f"{time.monotonic() - self.start:.0f}")
            click.echo(f"\r  {took}   ", err=True)

    def _tick(self) -> None:
        while not self.stop.wait(1.0):
            click.echo(f"\r  {time.monotonic() - self.start:.0f} s", err=True, nl=False)


"""What `deckmath rules` says around the rules themselves, in each language."""


def deck_command(group: click.Group, game: str, rule: str,
                 use: str = "deal --deck my-deck.toml --seed 7") -> None:
    """Add `deckmath GAME deck` to a game's group: print the reference deck's TOML file (to copy
    and edit), or with --check read and check a deck file and say what it holds. `use`: the
    help's example of a command of the game that takes the edited deck."""

    @group.command("deck", help=f"""Print the reference deck's TOML file, to copy and edit
    ({rule}), or check a deck file.

    \b
    Examples:
      deckmath {game} deck > my-deck.toml
      deckmath {game} deck --check my-deck.toml
      deckmath {game} {use}
    """)
    @click.option("--check", "path", metavar="FILE", help="Read and check a deck file instead.")
    @json_option
    def deck(path, as_json) -> None:
        from deckmath.solvers.decks import reference_text

        if path is None and not as_json:
            click.echo(reference_text(game), nl=False)
            return
        emit(registry.game(game).load_deck(path).summary(), as_json)


class FiniteFloat(click.ParamType):
    """A number with a fraction in low..high (above `low` when `low_open`): click's FloatRange
    takes `nan` (every comparison with it is false), which this refuses with the infinities."""

    name = "number"

    def __init__(self, low: float, high: float, low_open: bool = False) -> None:
        self.low, self.high, self.low_open = low, high, low_open

    def convert(self, value: Any, param: click.Parameter | None,
                ctx: click.Context | None) -> float:
        from deckmath.solvers.notation import parse_number

        from deckmath.click_words import SaidBadParameter

        try:
            return parse_number(value if isinstance(value, float) else str(value), None,
                                self.low, self.high, self.low_open)
        except InputError as err:
            raise SaidBadParameter(err.said or str(err), ctx, param) from None


def json_option(func):
    """--json, for every command that prints results."""
    return click.option("--json", "as_json", is_flag=True, help="Print JSON instead of text.")(func)


def seed_option(func):
    """--seed for commands that deal: the same seed replays the same deal."""
    return click.option("--seed", type=click.IntRange(0, SEED_MAX),
                        help="Random seed; printed so the deal can be replayed. Default: a fresh one.")(func)


def fresh_seed(seed: int | None) -> int:
    """The seed given, or a fresh one (which the output then records)."""
    import random

    return random.SystemRandom().randrange(2**32) if seed is None else seed


FORMATS = ("text", "markdown", "json", "csv", "pdf")


class GradesType(click.ParamType):
    """A grade (`3`) or a climb of grades (`1-5`), read by generators.ladder.parse_grades: one
    line and exit 2 for a bad one (whether the kind offers it is checked with the kind)."""

    name = "GRADES"

    def convert(self, value: Any, param: Any, ctx: Any) -> tuple[int, int]:
        from deckmath.generators.ladder import parse_grades

        if isinstance(value, tuple):
            return value
        try:
            return parse_grades(value)
        except InputError as err:
            fail(err.said or str(err))


GRADES = GradesType()


class LateHelpOption(click.Option):
    """An option whose help is written when a help page first shows it, not when its command
    is built: --per-page's names every game's limit, and reading them imports every game, which
    a game's other commands should not pay for."""

    def __init__(self, *args: Any, late_help: Callable[[], str], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.late_help = late_help

    def get_help_record(self, ctx: click.Context) -> tuple[str, str] | None:
        if self.help is None:
            self.help = self.late_help()
        return super().get_help_record(ctx)


def generate_options(func):
    """Options shared by every game's `generate` command."""
    options = [
        click.option("--count", type=click.IntRange(1, 500), default=12, show_default=True,
                     help="How many puzzles."),
        click.option("--grade", "--grades", "grade", type=GRADES, default="3", show_default=True,
                     help="Difficulty: one grade, 1 (warm-up) up to 5 (expert) or the kind's "
                          "last (below), or a climb such as 1-5: the sheet rises from the "
                          "first grade to the last, spread evenly."),
        click.option("--seed", type=click.IntRange(0, SEED_MAX), default=1, show_default=True,
                     help="Random seed: the same seed and options give the same puzzles."),
        click.option("--unique", is_flag=True, help="Keep only puzzles with exactly one optimal answer."),
        click.option("--format", "fmt", type=click.Choice(FORMATS), default=None,
                     help="Output format. Default: from -o's suffix (.pdf, .json, .csv, .md), "
                          "else text."),
        click.option("-o", "--output", metavar="FILE",
                     help="Write to this file (needed for pdf; - for stdout); a file is written "
                          "whole or not at all."),
        click.option("--paper", type=click.Choice(["a4", "letter"]), default="a4", show_default=True),
        click.option("--per-page", type=click.IntRange(1, 12), default=6, show_default=True,
                     cls=LateHelpOption, late_help=per_page_help),
        click.option("--key", type=click.Choice(["end", "separate", "none"]), default="end",
                     show_default=True,
                     help="The PDF's answer key: after the puzzles, in its own file beside -o "
                          "(NAME-key.pdf), or none."),
        click.option("--header", is_flag=True,
                     help="A line at the top of each PDF page for a pupil's name, class and date."),
        lang_option,
        click.option("--deck", type=click.Path(dir_okay=False), help="A deck TOML file (default: reference deck)."),
        click.option("--max-deals", type=click.IntRange(1, 10_000_000), default=200_000, show_default=True,
                     help="Give up after dealing this many candidates."),
    ]
    for option in reversed(options):
        func = option(func)
    return func


def per_page_help() -> str:
    """--per-page's help: the range, and the games whose cards print legibly on fewer."""
    from deckmath.solvers import registry

    fewer = [f"{game.title} {game.per_page_max}" for game in map(registry.game, registry.names())
             if game.per_page_max < 12]
    return ("Puzzles a PDF page (1 to 12: one column up to 3, then two or three); at most "
            + ", ".join(fewer) + ", whose cards would print under 7 pt beyond."
            if fewer else "Puzzles a PDF page (1 to 12: one column up to 3, then two or three).")


def run_generate(kind: Any, deck_name: str, options: dict, count: int,
                 grade: tuple[int, int], seed: int,
                 unique: bool, fmt: str | None, output: str | None, paper: str, lang: str,
                 max_deals: int, per_page: int = 6, key: str = "end",
                 header: bool = False) -> None:
    """Generate a graded set of a game's puzzle kind with progress on stderr, then print it or
    write it (write_output). The output path is checked before the work starts."""
    from deckmath.generators.labels import labels
    from deckmath.generators.puzzle_set import generate

    fmt = fmt or format_of(output)
    pdf_path: str | None = None
    if fmt == "pdf":
        if not output:
            fail(WORDS.said("pdf.output"))
        pdf_path = output
    if output:
        check_output(output)
    key_path = None
    if pdf_path is not None and key == "separate":
        if pdf_path == "-":
            fail(WORDS.said("key.output"))
        key_path = key_file(pdf_path)
        check_output(key_path)
    if pdf_path is not None:
        from deckmath.generators.render_pdf import check_per_page

        check_per_page(kind.game, per_page)
    words = labels(lang, kind.game)
    with progress_bar(count, WORDS(lang)("generating")) as bar:
        puzzles = generate(kind, count, grade, seed, unique=unique, deck=deck_name,
                           options=options, max_deals=max_deals,
                           progress=lambda kept, deals: bar.update(kept - bar.pos))
    if pdf_path is not None:
        from deckmath.generators.render_pdf import write_pdf

        if key_path is None:
            write_output(pdf_path, lambda handle: write_pdf(puzzles, handle, words, paper,
                                                            per_page, key, header))
            return
        write_output(key_path, lambda answers: write_output(
            pdf_path, lambda handle: write_pdf(puzzles, handle, words, paper, per_page, key,
                                               header, answers)))
        click.echo(WORDS(lang)("written", sheet=pdf_path, key=key_path))
        return
    from deckmath.generators import render_text

    text = {"json": render_text.to_json, "text": lambda p: render_text.to_plain(p, words),
            "markdown": lambda p: render_text.to_markdown(p, words),
            "csv": lambda p: render_text.to_csv(p, words, lang)}[fmt](puzzles)
    if output:
        write_output(output, lambda handle: handle.write(text.encode("utf-8")))
    else:
        click.echo(text, nl=False)


SUFFIX_FORMATS = {".pdf": "pdf", ".json": "json", ".csv": "csv", ".md": "markdown"}
"""The format `generate` writes when -o names a file with one of these suffixes and no --format."""


def format_of(output: str | None) -> str:
    """The format a file's suffix asks for (sheet.pdf -> pdf), text for others and stdout."""
    suffix = os.path.splitext(output or "")[1].lower()
    return SUFFIX_FORMATS.get(suffix, "text")


def key_file(output: str) -> str:
    """The answer key's file beside a sheet's: sheet.pdf -> sheet-key.pdf."""
    stem, dot, ext = output.rpartition(".")
    return f"{stem}-key.{ext}" if dot and "/" not in ext else f"{output}-key.pdf"


def check_output(target: str) -> None:
    """Before a long run: can `target` be written? (`-` is stdout.) Bad input, exit 2, if not:
    a folder, a missing or read-only folder, a read-only file."""
    import stat

    if target == "-":
        return
    try:
        mode = os.stat(target).st_mode
    except FileNotFoundError:
        mode = None
    except OSError as err:
        fail(WORDS.said("write.cannot", target=target, why=why(err)))
    if mode is not None and stat.S_ISDIR(mode):
        fail(WORDS.said("write.cannot", target=target, why=WORDS.said("write.is_folder")))
    if mode is not None and not stat.S_ISREG(mode):
        return
    real = os.path.realpath(target)
    folder = os.path.dirname(real) or "."
    if not os.path.isdir(folder):
        fail(WORDS.said("write.cannot", target=target,
                        why=WORDS.said("write.no_folder", folder=folder)))
    if mode is not None and not os.access(real, os.W_OK):
        fail(WORDS.said("write.cannot", target=target, why=WORDS.said("write.denied")))
    if not os.access(folder, os.W_OK):
        fail(WORDS.said("write.cannot", target=target,
                        why=WORDS.said("write.folder_locked", folder=folder)))


def write_output(target: str, write: Callable[[Any], None]) -> None:
    """Write a result with `write(binary handle)`. `-` is stdout; a device, pipe or socket
    (/dev/null, >(...)) is written straight through; a regular file (followed through
    symbolic links) is written to a temporary file beside it and renamed into place only when
    complete, keeping an existing file's mode, so an interrupted run (Ctrl-C) leaves nothing
    half-written."""
    import stat
    import tempfile

    if target == "-":
        sys.stdout.flush()
        write(sys.stdout.buffer)
        sys.stdout.buffer.flush()
        return
    check_output(target)
    try:
        mode = os.stat(target).st_mode
    except FileNotFoundError:
        mode = None
    real = os.path.realpath(target)
    if mode is not None and not stat.S_ISREG(mode):
        try:
            handle = open(target, "wb")
        except OSError as err:
            fail(WORDS.said("write.cannot", target=target, why=why(err)))
        with _writing(target):
            with handle:
                write(handle)
        return
    try:
        with _TEMPORARY_LOCK:
            handle_fd, temporary = tempfile.mkstemp(prefix=".deckmath-",
                                                    dir=os.path.dirname(real))
            _TEMPORARY.add(temporary)
    except OSError as err:
        fail(WORDS.said("write.cannot", target=target, why=why(err)))
    try:
        with _writing(target):
            with os.fdopen(handle_fd, "wb") as handle:
                write(handle)
        if mode is None:
            umask = os.umask(0)
            os.umask(umask)
            os.chmod(temporary, 0o666 & ~umask)
        else:
            os.chmod(temporary, stat.S_IMODE(mode))
        with _TEMPORARY_LOCK:
            os.replace(temporary, real)
            _TEMPORARY.discard(temporary)
    except OSError as err:
        if err.errno in _OUTPUT_ERRORS:
            raise
        fail(WORDS.said("write.cannot", target=target, why=why(err)))
    finally:
        _TEMPORARY.discard(temporary)
        if os.path.exists(temporary):
            os.unlink(temporary)


@contextlib.contextmanager
def _writing(target: str) -> Iterator[None]:
    """Errors of writing the output (a full disk or device, EIO) name `target` and exit 74
    (DeckmathGroup); any other error of the file is bad input (exit 2)."""
    try:
        yield
    except OSError as err:
        if err.errno in _OUTPUT_ERRORS:
            raise OSError(err.errno, err.strerror, target) from None
        fail(WORDS.said("write.cannot", target=target, why=why(err)))




DeckmathGroup.command_class = LangCommand
"""Every command of a deckmath group takes --lang."""
