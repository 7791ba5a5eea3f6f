"""`deckmath GAME ladder` (play/ladder_commands.py) in every game with a play face and the toy:
one shape of text, JSON and plot everywhere; its hostile input is in tests/test_hostile_input.py
with the rest of the shared sweep."""
from __future__ import annotations

import json

from click.testing import CliRunner

from deckmath import cli

REPORT_KEYS = ["game", "players", "games_per_pair", "seed", "seeds", "seating", "deck", "options",
               "bots", "scale", "anchor", "prior", "resamples", "ratings", "pairs", "skill_luck",
               "decision_times"]


def run(*args: str):
    return CliRunner().invoke(cli.main, list(args))


def quick(game) -> str:
    from deckmath.play.ladder_commands import default_bots

    return ",".join(default_bots(game.play_face()).split(",")[:2])


def results(data: dict) -> dict:
    """A report without its decision times (a measurement of the machine, not a result)."""
    return {key: value for key, value in data.items() if key != "decision_times"}


def test_ladder_json_text_and_plot(game, tmp_path):
    bots = quick(game)
    args = [game.name, "ladder", "--bots", bots, "--games", "8", "--seed", "5", "--workers", "0"]
    done = run(*args, "--json")
    assert done.exit_code == 0, done.output
    data = json.loads(done.stdout)
    assert list(data) == REPORT_KEYS
    assert data["game"] == game.name and data["bots"] == bots.split(",")
    assert data["seed"] == 5 and data["games_per_pair"] == 8
    assert list(data["skill_luck"]) == ["strongest", "vs_random", "mirror", "steps"]
    assert len(data["skill_luck"]["steps"]) == 1
    assert data["deck"]["sha256"] and data["options"] == {
        option.name: option.default for option in game.play_face().options}
    assert "ladder" in done.stderr, "progress goes to stderr"
    again = run(*args, "--json")
    assert results(json.loads(again.stdout)) == results(data)
    times = data["decision_times"]
    assert set(times) == set(data["bots"])
    for summary in times.values():
        assert summary["decisions"] > 0
        assert 0 <= summary["median"] <= summary["p99"] <= summary["max"]
    plot = tmp_path / "ladder.png"
    text = run(*args, "--plot", str(plot))
    assert text.exit_code == 0, text.output
    assert "rating (Elo scale" in text.stdout and "skill against luck" in text.stdout
    for bot in bots.split(","):
        assert bot in text.stdout
    assert plot.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")


def test_the_default_ladder_names_every_kind_random_first(game):
    from deckmath.play.ladder_commands import default_bots
    from deckmath.play.ladder import parse_ladder_bots

    face = game.play_face()
    specs = parse_ladder_bots(default_bots(face), face)
    assert {spec.kind for spec in specs} == set(face.bots)
    if "random" in face.bots:
        assert specs[0].kind == "random"


def test_game_options_are_recorded():
    done = run("totaux", "ladder", "--bots", "random,bounded:3", "--games", "4", "--seed", "1",
               "--workers", "0", "--variant", "pair", "--json")
    assert done.exit_code == 0, done.output
    assert json.loads(done.stdout)["options"]["variant"] == "pair"


def test_the_strength_docs_render_from_a_report(tmp_path):
    """docs/strength/render.py (what make.sh runs) turns any ladder's JSON into its page."""
    import subprocess
    import sys
    from pathlib import Path

    render = Path(__file__).resolve().parents[2] / "docs" / "strength" / "render.py"
    for name, bots in (("grauso", "random,greedy"), ("celsius", "random,bounded:2")):
        done = run(name, "ladder", "--bots", bots, "--games", "6", "--seed", "2",
                   "--workers", "0", "--json")
        report = tmp_path / f"{name}.json"
        report.write_text(done.stdout)
        page = subprocess.run([sys.executable, str(render), str(report), "deckmath ...", "1"],
                              capture_output=True, text=True, check=True).stdout
        assert page.startswith("# Strength ladder") and "## Skill against luck" in page
        assert "![" in page and "| rank | bot |" in page


def test_the_strength_docs_render_the_levels(tmp_path):
    """A levels' ladder (some pairs, no mirror) renders as its page, each level's win rates
    against the others and its decision times; the game's own page gains that section, and an
    OpenSpiel match beside it is shown."""
    import subprocess
    import sys
    from pathlib import Path

    render = Path(__file__).resolve().parents[2] / "docs" / "strength" / "render.py"
    own = run("tempus", "ladder", "--bots", "random,greedy", "--games", "4", "--seed", "2",
              "--workers", "0", "--json")
    (tmp_path / "tempus.json").write_text(own.stdout)
    levels = run("tempus", "ladder", "--bots", "random,greedy,solver,sampler:2", "--pairs",
                 "random/greedy,greedy/solver,greedy/sampler:2,solver/sampler:2",
                 "--no-mirror", "--games", "4", "--seed", "2", "--workers", "0", "--json")
    assert levels.exit_code == 0, levels.output
    (tmp_path / "tempus-levels.json").write_text(levels.stdout)
    times = json.loads(levels.stdout)["decision_times"]["sampler:2"]
    (tmp_path / "tempus-openspiel-hard.json").write_text(json.dumps(
        {"game": "tempus", "level": "hard", "bot": "sampler:2", "rollout": "random",
         "games": 4, "seed": 2, "share": 0.75, "low": 0.3, "high": 0.95,
         "level_cpu_per_decision": 0.01, "openspiel_cpu_per_decision": 0.011,
         "openspiel_simulations_per_decision": 7.0, "load": 1.5}))
    named = ["--levels", "easy=greedy,medium=solver,hard=sampler:2", "--best", "solver"]
    pages = {}
    for name in ("tempus", "tempus-levels"):
        pages[name] = subprocess.run(
            [sys.executable, str(render), str(tmp_path / f"{name}.json"), "deckmath ...", "1",
             "", *named], capture_output=True, text=True, check=True).stdout
    page = pages["tempus-levels"]
    assert page.startswith("# Strength ladder: Professor Tempus, the levels")
    assert "## Skill against luck" not in page, "a ladder without its mirror games"
    for line in ("| easy | `greedy` |", "| medium | `solver` |", "| hard | `sampler:2` |",
                 "- `sampler:2` against `solver`: ", "| hard | `sampler:2` | random | 4 | 75.0%"):
        assert line in page and line in pages["tempus"], line
    row = f"| hard | `sampler:2` | {times['decisions']:,} |"
    assert row in page
    assert "## Levels" not in subprocess.run(
        [sys.executable, str(render), str(tmp_path / "tempus.json"), "deckmath ...", "1"],
        capture_output=True, text=True, check=True).stdout, "no levels named, no section"
