"""The census face, held for every game the registry lists with one (not the two a test
happens to name): a small seeded census through a user's `Client` on a 2-worker LocalCluster
equals the same chunks tallied here without Dask, byte for byte; a store resumes after
chunks are lost; two decks compare figure by figure; the tables are CSV with a header row;
the client holds a bounded number of results however many chunks; Dask's logging is given
back as it was; library messages name keywords, the command line its flags, one line, exit 2."""
from __future__ import annotations

import csv
import io
import logging

import orjson
import pytest
from click.testing import CliRunner

from deckmath import cli
from deckmath.census import cluster, library
from deckmath.census.stats import merge
from deckmath.solvers import registry
from deckmath.solvers.errors import InputError

GAMES = [name for name in registry.names() if registry.game(name).census is not None]
SMALL = {"sample": 24, "seed": 3, "chunk_size": 5}
"""A census every game counts in a few seconds: 24 units of a seeded sample, 5 a chunk."""


def test_every_game_has_a_census_face():
    assert GAMES == registry.names()


def direct(job: library.Job) -> library.Report:
    """The job's report from its chunks tallied in this process, one after the other."""
    tally = merge(job.tally(job.params, chunk) for chunk in job.chunks)
    return library.report_of(job, cluster.Counted(tally, len(job.chunks), 0.0))


@pytest.fixture(scope="module")
def client():
    """A user's Client on a LocalCluster of 2 single-threaded worker processes."""
    from distributed import Client, LocalCluster

    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                      dashboard_address=":0", silence_logs=logging.CRITICAL) as local, \
            Client(local) as made:
        yield made


@pytest.mark.parametrize("game", GAMES)
def test_a_users_client_gives_the_report_made_without_dask(game, client, tmp_path):
    job = library.plan(game, **SMALL)
    got = library.run(job, client=client, store=tmp_path / "store")
    want = direct(job)
    assert orjson.dumps(got.to_json()) == orjson.dumps(want.to_json())
    assert client.status == "running"  # a caller's client is left open
    assert got.to_json()["chunks"] == len(job.chunks) == 5
    assert sum(job.sizes) == 24


@pytest.mark.parametrize("game", GAMES)
def test_a_store_with_lost_chunks_resumes_to_the_same_bytes(game, client, tmp_path):
    job = library.plan(game, **SMALL)
    store = tmp_path / "store"
    first = library.run(job, client=client, store=store)
    chunks = sorted((store / "chunks").glob("*.json"))
    assert len(chunks) == len(job.chunks)
    for path in chunks[1::2]:
        path.unlink()
    chunks[0].write_bytes(chunks[0].read_bytes()[:7])  # a torn file is redone, not read
    again = library.run(job, client=client, store=store)
    assert orjson.dumps(again.to_json()) == orjson.dumps(first.to_json())
    with pytest.raises(InputError, match="already holds a census: give resume=True"):
        library.run(job, client=client, store=store, resume=False)
    other = library.plan(game, **{**SMALL, "seed": 4})
    with pytest.raises(InputError, match="holds another census"):
        library.run(other, client=client, store=store)


@pytest.mark.parametrize("game", GAMES)
def test_a_deck_against_itself_differs_in_nothing(game, client):
    job = library.plan(game, **SMALL)
    compared = library.versus(job, None, client=client)
    assert compared.rows, "a census face compares some shares"
    for row in compared.rows:
        assert row["difference"] == 0 and not row["significant"], row
        assert row["ci95"][0] <= 0 <= row["ci95"][1]
        assert row["base_count"] <= row["base_of"]
    assert compared.figure()[:4] == b"\x89PNG"
    assert compared.to_json()["base"] == compared.to_json()["versus"]


@pytest.mark.parametrize("game", GAMES)
def test_tables_are_csv_with_a_header_row_and_shares_are_counts(game, tmp_path):
    report = direct(library.plan(game, **SMALL))
    tables = report.tables()
    assert tables
    written = report.write_csv(tmp_path / "csv")
    assert sorted(p.stem for p in written) == sorted(tables)
    for path in written:
        rows = list(csv.reader(io.StringIO(path.read_text())))
        name = path.stem
        assert rows[0] == list(tables[name][0]) if tables[name] else rows == [[]]
        assert len(rows) == len(tables[name]) + 1
    for name, (count, of) in report.shares().items():
        assert 0 <= count <= of, name
    assert report.figure()[:4] == b"\x89PNG"
    assert report.to_text().strip()


def test_the_client_holds_a_bounded_number_of_results_over_many_chunks(client, monkeypatch):
    """400 chunks of one unit: the results waiting to be merged never exceed the window of
    chunks in flight (IN_FLIGHT a worker), however many chunks there are or how slow one is."""
    seen: list[int] = []
    real = cluster.OrderedMerge.add

    def add(self, result):
        real(self, result)
        seen.append(self.peak)

    monkeypatch.setattr(cluster.OrderedMerge, "add", add)
    job = library.plan("celsius", sample=400, seed=1, chunk_size=1)
    report = library.run(job, client=client)
    assert report.to_json()["positions"] == 400 and len(seen) == 400
    assert max(seen) <= cluster.IN_FLIGHT * 2


def test_dask_logging_is_given_back_after_a_census():
    logger = logging.getLogger("distributed.scheduler")
    logger.setLevel(logging.INFO)
    with cluster.scoped_dask_logs():
        assert logger.level > logging.CRITICAL
    assert logger.level == logging.INFO


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("keywords,fragment", [
    ({"sample": 0}, "sample=0"),
    ({"sample": "x5"}, "sample"),
    ({"sample": "1" + "0" * 40}, "sample"),
    ({"sample": 5, "seed": 3, "chunk_size": 0}, "chunk_size=0"),
    ({"sample": 5, "seed": "-1"}, "seed=-1"),
    ({"sample": 5, "seed": "ten"}, "seed"),
])
def test_library_messages_name_keywords_not_flags(game, keywords, fragment):
    with pytest.raises(InputError) as caught:
        library.plan(game, **keywords)
    message = str(caught.value)
    assert fragment in message and "--" not in message and "\n" not in message, message


def one_line(args: list[str], fragment: str) -> None:
    result = CliRunner().invoke(cli.main, args)
    assert result.exit_code == 2, (result.exit_code, result.output)
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and fragment in lines[0], result.stderr
    assert "Traceback" not in result.output


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("args,fragment", [
    (["--sample", "0"], "--sample 0: give 1 to"),
    (["--sample", "１x"], "--sample"),
    (["--sample", "12.5"], "--sample"),
    (["--sample", "1e9"], "--sample"),
    (["--sample", "5", "--chunk-size", "-2"], "--chunk-size -2"),
    (["--sample", "5", "--resume"], "--resume continues the census in --out DIR"),
    (["--sample", "5", "--workers", "0"], "--workers 0: give 1 to 256"),
    (["--sample", "5", "--workers", "2", "--scheduler", "tcp://127.0.0.1:1"],
     "--workers sizes the LocalCluster"),
    (["--sample", "5", "--scheduler", "tcp://127.0.0.1:99999"], "port 99999 is outside"),
    (["--sample", "5", "--scheduler", "tcp://host"], "write tcp://host:port"),
    (["--sample", "5", "--scheduler-file", "/nonexistent/scheduler.json"],
     "--scheduler-file /nonexistent/scheduler.json: cannot connect"),
    (["--sample", "5", "--scheduler", "tcp://127.0.0.1:1", "--scheduler-file", "x.json"],
     "not both"),
    (["--sample", "5", "--deck", "/nonexistent/deck.toml"], "deck"),
    (["--sample", "5", "--versus", "/nonexistent/deck.toml"], "deck"),
    (["--sample", "5", "--seed", "-3"], "-3 is not in the range"),
])
def test_bad_census_input_is_one_line_and_exit_2(game, args, fragment):
    one_line([game, "census", *args], fragment)


@pytest.mark.parametrize("game", GAMES)
def test_the_command_writes_report_figure_and_csv(game, tmp_path, monkeypatch):
    """The command through the scheduler Dask's configuration names (DASK_SCHEDULER_ADDRESS
    is how a user points every Dask program at a cluster) equals the library's report."""
    from distributed import LocalCluster

    with LocalCluster(n_workers=1, threads_per_worker=1, processes=True,
                      dashboard_address=":0", silence_logs=logging.CRITICAL) as local:
        monkeypatch.setenv("DASK_SCHEDULER_ADDRESS", local.scheduler_address)
        import dask

        dask.config.refresh()
        try:
            out, tables = tmp_path / "out", tmp_path / "tables"
            result = CliRunner().invoke(cli.main, [
                game, "census", "--sample", "24", "--seed", "3", "--chunk-size", "5",
                "--out", str(out), "--csv", str(tables), "--json"])
        finally:
            monkeypatch.delenv("DASK_SCHEDULER_ADDRESS")
            dask.config.refresh()
    assert result.exit_code == 0, result.output
    assert f"on the cluster at {local.scheduler_address}" in result.stderr
    got = orjson.loads(result.stdout)
    assert got == direct(library.plan(game, **SMALL)).to_json()
    assert (out / "report.json").read_bytes() == result.stdout_bytes
    assert (out / f"{game}-census.png").read_bytes()[:4] == b"\x89PNG"
    assert sorted(p.stem for p in tables.glob("*.csv")) == sorted(
        direct(library.plan(game, **SMALL)).tables())


@pytest.mark.parametrize("game", GAMES)
def test_csv_onto_a_file_a_symlink_or_a_device_is_one_line(game, tmp_path):
    """--csv names a folder: a file, a symlink to one, a device or an unwritable place is
    refused in one line before any census runs."""
    plain = tmp_path / "plain.csv"
    plain.write_text("mine")
    link = tmp_path / "link"
    link.symlink_to(plain)
    for target in (plain, link, "/dev/null"):
        one_line([game, "census", "--sample", "5", "--seed", "1", "--csv", str(target)],
                 f"--csv {target} is a file, not a folder")
    assert plain.read_text() == "mine"
    one_line([game, "census", "--sample", "5", "--seed", "1", "--csv", "/proc/deckmath-csv"],
             "--csv /proc/deckmath-csv: cannot write there")


@pytest.mark.parametrize("content,fragment", [
    (b"{not json", "not a Dask scheduler file: not JSON"),
    (b'{"address": 5}', "not a Dask scheduler file: no address"),
    (b"[]", "not a Dask scheduler file: no address"),
])
def test_a_malformed_scheduler_file_is_one_line(content, fragment, tmp_path):
    path = tmp_path / "scheduler.json"
    path.write_bytes(content)
    one_line(["celsius", "census", "--sample", "5", "--scheduler-file", str(path)],
             f"--scheduler-file {path}: cannot connect ({fragment}")


@pytest.mark.parametrize("game", GAMES)
def test_a_french_csv_is_what_a_french_spreadsheet_reads(game, tmp_path):
    """lang="fr": a byte-order mark, `;` between fields, decimal commas; the same table as
    the English file, which is left as it was (`,`, points, no mark)."""
    report = direct(library.plan(game, **SMALL))
    english = {p.stem: p.read_bytes() for p in report.write_csv(tmp_path / "en")}
    french = {p.stem: p.read_bytes() for p in report.write_csv(tmp_path / "fr", lang="fr")}
    assert english.keys() == french.keys()
    decimals = 0
    for name, data in french.items():
        assert data.startswith("\ufeff".encode()) and not english[name].startswith(b"\xef")
        theirs = list(csv.reader(io.StringIO(english[name].decode())))
        ours = list(csv.reader(io.StringIO(data.decode()[1:]), delimiter=";"))
        assert len(ours) == len(theirs)
        for row_fr, row_en in zip(ours, theirs):
            assert len(row_fr) == len(row_en)
            for fr, en in zip(row_fr, row_en):
                if fr != en:
                    assert "." in en and fr == en.replace(".", ","), (fr, en)
                    decimals += 1
    tables = report.tables()
    floats = sum(isinstance(v, float) for rows in tables.values() for r in rows for v in r.values())
    assert decimals == floats
    with pytest.raises(InputError, match="language"):
        report.write_csv(tmp_path / "de", lang="de")


@pytest.mark.parametrize("game", GAMES)
def test_a_figure_shows_itself_in_a_notebook_and_is_still_png_bytes(game):
    from deckmath.census.plots import Png

    report = direct(library.plan(game, **SMALL))
    figure = report.figure()
    assert isinstance(figure, bytes) and figure[:4] == b"\x89PNG"
    assert figure._repr_png_() == bytes(figure) and type(bytes(figure)) is bytes
    width, height = Png(figure).size
    assert width > 100 and height > 100
    assert repr(figure) == f"<PNG figure {width}x{height}, {len(figure):,} bytes>"


@pytest.mark.parametrize("game", GAMES)
def test_a_job_and_its_plan_say_what_they_count_in_one_short_line(game):
    """A 100,000-unit sample's job is not its chunks: one line naming the census, the sample,
    the seed and the deck."""
    job = library.plan(game, sample=100_000, seed=1)
    for shown in (repr(job), repr(job.plan)):
        assert len(shown) < 200 and "\n" not in shown, shown
        assert job.title in shown and "100,000" in shown and "seed 1" in shown
        assert job.manifest["deck"] in shown
    assert f"{len(job.chunks):,} chunks" in repr(job)


def test_two_decks_of_one_name_are_called_by_their_files():
    from deckmath.census.versus import names_of

    assert names_of("club", "mine") == ("club", "mine")
    assert names_of("ref", "ref", None, "dir/my-deck.toml") == ("ref", "my-deck.toml")
    assert names_of("ref", "ref", "a.toml", "b/my.toml") == ("a.toml", "my.toml")
    assert names_of("ref", "ref", "a/deck.toml", "b/deck.toml") == ("a/deck.toml", "b/deck.toml")
    first, second = names_of("ref", "ref")
    assert first != second and "ref" in first and "ref" in second


@pytest.mark.parametrize("game", GAMES)
def test_versus_a_copy_of_the_reference_names_the_copy_by_its_file(game, client, tmp_path,
                                                                   monkeypatch):
    """The recipe of the README and docs/census/README.md: `deck > my-deck.toml`, then
    `census --versus my-deck.toml`: the copy keeps the reference's name, so the comparison calls it by its file."""
    runner = CliRunner()
    copy = tmp_path / "my-deck.toml"
    copy.write_text(runner.invoke(cli.main, [game, "deck"]).stdout, encoding="utf-8")
    reference = registry.game(game).load_deck(None).name
    assert registry.game(game).load_deck(str(copy)).name == reference
    monkeypatch.setenv("DASK_SCHEDULER_ADDRESS", client.scheduler.address)
    import dask

    dask.config.refresh()
    try:
        done = runner.invoke(cli.main, [game, "census", "--sample", "24", "--seed", "3",
                                        "--chunk-size", "5", "--versus", str(copy)])
    finally:
        monkeypatch.delenv("DASK_SCHEDULER_ADDRESS")
        dask.config.refresh()
    assert done.exit_code == 0, done.output
    head = done.stdout.splitlines()[0]
    assert f"{reference} against my-deck.toml" in head, head


def test_a_census_in_a_notebook_shows_a_progress_bar(client, monkeypatch):
    """Inside a Jupyter kernel (IPython loaded, its shell a kernel's), run() with no progress
    given draws an HTML <progress> bar and redraws it in place up to the end; outside one it
    shows nothing and imports no IPython."""
    import sys
    import types

    shown: list[str] = []

    class Handle:
        def update(self, shown_html):
            shown.append(shown_html.data)

    class ZMQInteractiveShell:
        config: dict = {}

    display = types.ModuleType("IPython.display")
    display.HTML = type("HTML", (), {"__init__": lambda self, data: setattr(self, "data", data)})
    display.display = lambda thing, display_id=False: shown.append(thing.data) or Handle()
    ipython = types.ModuleType("IPython")
    ipython.get_ipython = ZMQInteractiveShell
    ipython.display = display
    job = library.plan("celsius", sample=40, seed=2, chunk_size=5)
    monkeypatch.setitem(sys.modules, "IPython", ipython)
    monkeypatch.setitem(sys.modules, "IPython.display", display)
    library.run(job, client=client)
    assert shown and all("<progress" in s for s in shown)
    assert 'value="0" max="40"' in shown[0] and 'value="40" max="40"' in shown[-1]
    assert "done in" in shown[-1] and job.title in shown[-1]
    count = len(shown)
    ipython.get_ipython = lambda: None
    library.run(job, client=client)
    library.run(job, client=client, progress=False)
    assert len(shown) == count


@pytest.mark.parametrize("game", GAMES)
def test_a_census_names_its_deck_by_the_digest_game_logs_record(game):
    """One deck fingerprint: a census manifest's deck_sha256 is the sha256 of the deck's
    canonical TOML, the digest a game log records (play/log.py deck_identity)."""
    from deckmath.play.log import deck_identity

    deck = registry.game(game).load_deck()
    manifest = library.plan(game, **SMALL).manifest
    assert manifest["deck_sha256"] == deck_identity(deck)["sha256"]
