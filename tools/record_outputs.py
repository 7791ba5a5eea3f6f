"""Record what a person sees from a checkout, to show that a change of the house changes none
of it: every command's --help in English and French, every --help example, every console
example of README.md and docs/, and a corpus of positions, claims, batches and bad input
through every verb of every game (text and --json). Each command runs through bash in a fresh
folder with CHECKOUT/.venv/bin first on PATH; its stdout, stderr and exit code are kept.

    python3 tools/record_outputs.py CHECKOUT OUT.json        # record
    python3 tools/record_outputs.py --compare A.json B.json  # what differs, exit 1 if any
"""
from __future__ import annotations

import difflib
import json
import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

GAMES = ("celsius", "totaux", "grauso", "tempus")

HELP_WALK = r'''
import json, sys, click
from deckmath import cli
out = []
def walk(command, path):
    out.append(path)
    if isinstance(command, click.Group):
        ctx = click.Context(command)
        for name in command.list_commands(ctx):
            walk(command.get_command(ctx, name), path + [name])
walk(cli.main, [])
sys.path.insert(0, "tests")
import test_help_examples as t
import test_readme as r
examples = [[" ".join(p), lines] for p, lines in t.EXAMPLES if lines and p not in t.SERVERS]
docs = [[command, files] for _, command, _, files in r.EXAMPLES]
print(json.dumps({"paths": out, "examples": examples, "docs": docs}))
'''

CELSIUS = '--cold 10 --hot 22,40 --hand "+1 x2 x? -3 /2 +5 x4"'
TABLE = '--table "35:24 16:7 22:13 44:50 15:31 26:12"'
GRAUSO = '--top -5 --hand "+20 -3 7 0 -14 +14" --penguins 1'
TEMPUS = ('\'{"players":2,"to_move":1,"hands":[["R3","M7","J9","R20"],["M1","R25","M12","J5"]],'
          '"holders":[{"owner":2,"direction":"+","cards":["R2","R5"]},null,null]}\'')


def corpus(python: str) -> list[str]:
    """Commands through every verb of every game: answers, claims valid and not, batches
    with good and bad lines, and bad input, in text, --json and French."""
    lines: list[str] = ["deckmath --help", "deckmath rules", "deckmath --version"]
    for g in GAMES:
        for seed in (1, 7, 42):
            lines += [f"deckmath {g} deal --seed {seed}", f"deckmath {g} deal --seed {seed} --json"]
        lines += [
            f"deckmath {g} deck", f"deckmath {g} deck --json", f"deckmath {g} deck --lang fr",
            f"deckmath {g} deck > d.toml && deckmath {g} deck --check d.toml",
            f"printf 'x = [' > d.toml; deckmath {g} deck --check d.toml",
            f"deckmath {g} deck --check nofile.toml --lang fr",
            f"deckmath rules {g}", f"deckmath rules {g} --lang fr",
            f"deckmath {g} simulate --games 3 --seed 5 --log l.jsonl && deckmath {g} replay l.jsonl"
            f" && deckmath {g} replay l.jsonl --json",
            f"deckmath {g} simulate --games 4 --seed 9 --json",
            f"deckmath {g} generate --count 4 --seed 3 --grade 2",
            f"deckmath {g} generate --count 4 --seed 3 --grade 4 --format json",
            f"deckmath {g} generate --count 3 --seed 3 --format csv --lang fr",
            f"deckmath {g} generate --count 3 --seed 3 --format markdown",
            f"deckmath {g} generate --count 2 --seed 3 --format pdf -o s.pdf && pdftotext s.pdf -",
            f"deckmath {g} generate --count 3 --grade 9",
            f"deckmath {g} solve", f"deckmath {g} check", f"deckmath {g} solve --lang fr",
            f"deckmath {g} solve --batch nofile", f"deckmath {g} check --batch nofile --lang fr",
            f"echo 'garbage' | deckmath {g} solve --batch -",
            f"echo 'garbage' | deckmath {g} check --batch - --lang fr",
            f"echo '{{}}' | deckmath {g} solve --batch -",
            f"echo '{{}}' | deckmath {g} check --batch -",
            f"echo '[1]' | deckmath {g} solve --batch - --lang fr",
            f"deckmath {g} play --seed 3 < /dev/null",
            f"printf 'help\\nmoves\\nquit\\n' | deckmath {g} play --seed 3",
            f"printf 'help\\nmoves\\nquit\\n' | deckmath {g} play --seed 3 --lang fr",
            f"deckmath {g} census --help",
            f"deckmath {g} deal --seed 7 --json | {python} -c 'import json,sys; "
            f"[print(json.dumps(p[\"position\"])) for p in json.load(sys.stdin)"
            f".get(\"positions\", [])]' > p.jsonl; deckmath {g} solve --batch p.jsonl",
        ]
    c, t, gr, tp = CELSIUS, TABLE, GRAUSO, TEMPUS
    lines += [
        f"deckmath celsius solve {c}", f"deckmath celsius solve {c} --json",
        f"deckmath celsius solve {c} --lang fr",
        f'deckmath celsius check {c} --play "+1 x2" --target 22',
        f'deckmath celsius check {c} --play "+1 x2 = 22" --json',
        f'deckmath celsius check {c} --play "-3 /2" --json',
        f'deckmath celsius check {c} --play "+10"', f'deckmath celsius check {c} --play "+10" --lang fr',
        f'deckmath celsius check {c} --play "+1 x?=2"', f'deckmath celsius check {c}',
        f'deckmath celsius check {c} --play "+1 x2" --target 99',
        f'deckmath celsius check {c} --play "+1 x2" --target x',
        'deckmath celsius solve --cold 13 --hot 22 --hand "+1"',
        'deckmath celsius solve --cold 1 --hot 22 --hand "+1 x11"',
        'deckmath celsius solve --cold 10 --hot 22,,40 --hand "+1"',
        'deckmath celsius solve --cold 10 --hot 22 --hand "+1 ¤"',
        'deckmath celsius solve --cold 10 --hot 22 --hand "+1" --batch -',
        'deckmath celsius solve --cold 10 --hand "+1"',
        'deckmath celsius solve --cold 10 --hot 22 --lang fr',
        "printf '{\"cold\": 10, \"hot\": [22, 40], \"hand\": [\"+1\", \"x2\"]}\\n\\n"
        "{\"cold\": 99, \"hot\": [22], \"hand\": []}\\n' | deckmath celsius solve --batch -",
        "printf '{\"cold\": 10, \"hot\": [22, 40], \"hand\": \"+1 x2\", \"play\": \"+1 x2\"}\\n"
        "{\"cold\": 10, \"hot\": [22], \"hand\": \"+1\", \"play\": \"+2\"}\\n' | "
        "deckmath celsius check --batch -",
        "printf '{\"cold\": 10, \"hot\": [22, 40], \"hand\": \"+1 x2\", \"play\": \"+1 x3\"}\\n' | "
        "deckmath celsius check --batch -",
        'deckmath celsius round --cold 10 --hot 22,40 --claim "ana: x4" --claim "bo: x4" '
        '--claim "bo: +1 x2" --json',
        'deckmath celsius round --cold 10 --hot 22,40 --claim "ana: +1 x2" --claim "bo: pass"',
        f"deckmath totaux solve {t}", f"deckmath totaux solve {t} --json",
        f"deckmath totaux solve {t} --variant pair", f"deckmath totaux solve {t} --list 5",
        f"deckmath totaux solve {t} --list all --json", f"deckmath totaux solve {t} --no-counts",
        f"deckmath totaux solve {t} --no-counts --list 3", f"deckmath totaux solve {t} --list 0",
        f"deckmath totaux solve {t} --lang fr", f"deckmath totaux solve {t} --batch -",
        'deckmath totaux solve --table "16:82 36:76 15:78 25:26 24:95 26:71" --variant pair',
        'deckmath totaux solve --table "1:2 x"', 'deckmath totaux solve --table "11:2"',
        f"deckmath totaux check {t} --announce 31", f"deckmath totaux check {t} --announce 99",
        f'deckmath totaux check {t} --calc "5 x1 x6 +1 = 31"',
        f'deckmath totaux check {t} --calc "5 x1 x6 +1 = 31" --positions 1,2,5 --json',
        f'deckmath totaux check {t} --calc "5 x1 x6 +1 = 32" --lang fr',
        f'deckmath totaux check {t}', 'deckmath totaux check --announce 3',
        "printf '{\"table\": [\"35:24\", \"16:7\", \"22:13\"], \"announce\": 13}\\n"
        "{\"table\": [\"35:24\"], \"announce\": 13}\\n' | deckmath totaux check --batch -",
        "printf '{\"table\": [\"35:24\", \"16:7\", \"22:13\"], \"variant\": \"pair\"}\\n' | "
        "deckmath totaux solve --batch -",
        f"deckmath grauso moves {gr}", f"deckmath grauso moves {gr} --json",
        'deckmath grauso moves --hand "+20 +10 -1" --json', "deckmath grauso moves",
        f'deckmath grauso check {gr} --play "+20~"', f'deckmath grauso check {gr} --play "-14&+7" --json',
        f'deckmath grauso check {gr} --play collect', f'deckmath grauso check {gr} --play "+25"',
        f'deckmath grauso check {gr} --play "+25" --lang fr',
        'deckmath grauso check --top 12 --hand "+20 -3 7 0 -14 +14" --penguins 1 --sequence '
        '"+14&+20~ -14&+7 0 -3"',
        f'deckmath grauso check {gr}', f'deckmath grauso check {gr} --play 0 --sequence 0',
        f"deckmath grauso solve {gr}", f"deckmath grauso solve {gr} --json",
        'deckmath grauso solve --hand "+3 -7 0 +12 -20 +25 +1" --json',
        'deckmath grauso solve --top 99 --hand "+1"', 'deckmath grauso solve --hand "+1" --penguins 9',
        "echo '{\"top\": 12, \"hand\": [\"+20\", \"-3\", \"+7\"], \"penguins\": 1}' | "
        "deckmath grauso solve --batch - --json",
        "printf '{\"top\": -5, \"hand\": [\"+20\", \"-3\"], \"penguins\": 1}\\n{\"hand\": 5}\\n' | "
        "deckmath grauso moves --batch -",
        "printf '{\"top\": -5, \"hand\": [\"+20\", \"-3\"], \"play\": \"-3\"}\\n"
        "{\"hand\": [\"+1\"], \"sequence\": \"+1\"}\\n{\"hand\": [\"+1\"]}\\n' | "
        "deckmath grauso check --batch -",
        'deckmath grauso score --total -8 --round "hand: +1 +2" --penguins 1',
        'deckmath grauso score --round "hand: +1 +2" --json',
        f"deckmath tempus moves --position {tp}", f"deckmath tempus moves --position {tp} --json",
        f'deckmath tempus check --position {tp} --move "capture 3 R2"',
        f'deckmath tempus check --position {tp} --move "dump 1 R3" --json',
        f'deckmath tempus check --position {tp} --move "bury R3" --lang fr',
        f'deckmath tempus check --position {tp}', f"deckmath tempus solve --position {tp}",
        f"deckmath tempus solve --position {tp} --all --json",
        "deckmath tempus solve --position '{\"players\": 9}'", "deckmath tempus solve --position '{'",
        "deckmath tempus solve --position nofile.json", "deckmath tempus moves",
        "deckmath tempus position --moves-left 6 --seed 7 --json > pos.json && "
        "deckmath tempus solve --position pos.json && deckmath tempus moves --position - < pos.json",
        "deckmath tempus position --seed 7", "deckmath tempus position --players 3 --seed 7 --json",
        f"echo {tp} | deckmath tempus solve --batch - --json",
        f"echo {tp} | deckmath tempus moves --batch -",
        f"echo {tp} | deckmath tempus solve --batch - --all --time-limit 30 --json",
        f'deckmath tempus check --position {tp} --move "bury R13[1]"',
        "echo '{\"cold\": 10, \"hot\": [22], \"hand\": \"+1\"}' | "
        "deckmath celsius check --batch - --target 22",
        "printf '{\"players\": 2}\\n' | deckmath tempus check --batch -",
        'deckmath celsius census --sample 300 --seed 1 --workers 0',
        'deckmath totaux census --sample 100 --seed 1 --workers 0 --json',
    ]
    return lines


def record(checkout: Path, out: Path) -> None:
    env = {**os.environ, "PATH": f"{checkout / '.venv/bin'}:{os.environ['PATH']}",
           "COLUMNS": "100", "NUMBA_NUM_THREADS": "1", "LANG": "C.UTF-8", "LC_ALL": ""}
    env.pop("DECKMATH_DEBUG", None)
    python = str(checkout / ".venv/bin/python")
    walked = json.loads(subprocess.run([python, "-c", HELP_WALK], cwd=checkout, env=env,
                                       capture_output=True, text=True, check=True).stdout)
    jobs: list[tuple[str, str, dict[str, str]]] = []
    for path in walked["paths"]:
        for lang in ("", " --lang fr"):
            jobs.append(("help", " ".join(["deckmath", *path, "--help"]) + lang, {}))
    jobs += [("example", "; ".join(lines), {}) for _, lines in walked["examples"]]
    jobs += [("docs", cmd, files) for cmd, files in walked["docs"]]
    jobs += [("corpus", cmd, {}) for cmd in corpus(python)]

    def run(job: tuple[str, str, dict[str, str]]) -> dict:
        group, cmd, files = job
        with tempfile.TemporaryDirectory() as tmp:
            for name, text in files.items():
                Path(tmp, name).write_text(text)
            try:
                done = subprocess.run(["bash", "-c", cmd], cwd=tmp, env=env, capture_output=True,
                                      timeout=900)
                rc: int | str = done.returncode
                stdout = done.stdout.decode("utf-8", "replace")
                stderr = done.stderr.decode("utf-8", "replace")
            except subprocess.TimeoutExpired:
                rc, stdout, stderr = "timeout", "", ""
        return {"group": group, "cmd": cmd, "rc": rc, "out": stdout, "err": stderr}

    with ThreadPoolExecutor(2) as pool:
        records = list(pool.map(run, jobs))
    out.write_text(json.dumps(records, indent=1, ensure_ascii=False))
    print(f"{len(records)} records -> {out}")


TIMINGS = [
    (re.compile(r"http://127\.0\.0\.1:\d+/"), "http://127.0.0.1:PORT/"),
    (re.compile(r"[\d,.]+ (deals|hands|positions|rounds|games)/s"), r"N \1/s"),
    (re.compile(r"ETA \d+:\d\d:\d\d"), "ETA T"),
    (re.compile(r"done in \d+:\d\d:\d\d"), "done in T"),
    (re.compile(r"\d+(\.\d+)? ms"), "N ms"),
    (re.compile(r"in \d+(\.\d+)? s\b"), "in N s"),
    (re.compile(r'"(mean|median|p99|max|seconds)":[\d.e-]+'), r'"\1":N'),
    (re.compile(r"proven: no \(searched \d+ moves deep\); \d+ nodes"), "proven: no (time)"),
]
"""What differs from run to run and says nothing of the code: a dashboard's port, rates,
durations and decision times, how deep a search of a given time got."""


def _masked(record: dict) -> dict:
    out = dict(record)
    for part in ("out", "err"):
        text = str(record[part])
        for pattern, said in TIMINGS:
            text = pattern.sub(said, text)
        out[part] = text
    return out


def compare(before: Path, after: Path) -> int:
    """Every record of `after` against `before`: byte for byte, else but for timings (TIMINGS),
    else the lines that differ."""
    a = {(r["group"], r["cmd"]): r for r in json.loads(before.read_text())}
    b = {(r["group"], r["cmd"]): r for r in json.loads(after.read_text())}
    same = timed = differ = 0
    for key, x in a.items():
        y = b.get(key)
        if y is None:
            print("only before:", key[1][:150])
            differ += 1
            continue
        if x == y:
            same += 1
            continue
        if _masked(x) == _masked(y):
            timed += 1
            continue
        differ += 1
        print("differs:", key[1][:150])
        for part in ("rc", "out", "err"):
            if x[part] != y[part]:
                old, new = str(x[part]).splitlines(), str(y[part]).splitlines()
                for line in list(difflib.unified_diff(old, new, lineterm="", n=0))[2:14]:
                    print("   ", line[:200])
    added = [key for key in b if key not in a]
    for key in added:
        print("only after:", key[1][:150])
    print(f"{same} identical byte for byte, {timed} identical but for timings, {differ} "
          f"different, {len(added)} only after")
    return 1 if differ or added else 0


if __name__ == "__main__":
    if sys.argv[1:2] == ["--compare"]:
        sys.exit(compare(Path(sys.argv[2]), Path(sys.argv[3])))
    record(Path(sys.argv[1]).resolve(), Path(sys.argv[2]))
