"""One import package (ARCHITECTURE.md): installing deckmath puts exactly one top-level
name, `deckmath`, into site-packages, and every package directory of the source is shipped."""
from __future__ import annotations

import shutil
import subprocess
import sys
import zipfile
from importlib import metadata
from pathlib import Path

from deckmath.solvers import registry

ROOT = Path(__file__).resolve().parent.parent
SHIPPED = tuple(sorted(init.parent.name for init in ROOT.glob("*/__init__.py")
                      if init.parent.name not in ("tests", "benchmarks", "build", "docs")))
"""Source folders that install under deckmath, every package folder at the root but the tests,
the benchmarks and build output (cli.py installs as deckmath.cli)."""


def on_disk_packages() -> set[str]:
    """Every package folder of the source, as it installs (`deckmath.solvers.celsius`)."""
    return {"deckmath"} | {
        "deckmath." + ".".join(init.parent.relative_to(ROOT).parts)
        for folder in SHIPPED for init in (ROOT / folder).rglob("__init__.py")
    }


def test_every_package_directory_is_installed():
    """A package folder on disk that the packaging missed would be missing from a wheel while
    working in a checkout (setup.py finds them): name it."""
    from importlib import resources

    installed = {name for name in on_disk_packages()
                 if resources.files(name).joinpath("__init__.py").is_file()}
    assert installed == on_disk_packages()


def test_installed_distribution_has_one_top_level_name():
    """The installed metadata declares `deckmath` as the only top-level import name."""
    top = metadata.distribution("deckmath").read_text("top_level.txt")
    assert top is not None and top.split() == ["deckmath"]


def test_wheel_holds_only_deckmath(tmp_path):
    """A wheel built from a copy of the checkout (so no build/ folder is left in it) holds the deckmath package and its metadata only (no
    `cli`, `solvers` or `generators` at the top of site-packages), every package folder, and
    every registered game's reference deck and rules in its package."""
    source = tmp_path / "source"
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(
        ".git", ".venv", "build", "*.egg-info", "__pycache__", ".*cache*", ".benchmarks"))
    done = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w",
                           str(tmp_path), str(source)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    wheel, = tmp_path.glob("deckmath-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    tops = {name.split("/")[0] for name in names}
    assert {t for t in tops if not t.endswith(".dist-info")} == {"deckmath"}
    assert "deckmath/cli.py" in names
    packages = {name.rsplit("/", 1)[0].replace("/", ".") for name in names
                if name.endswith("/__init__.py")} | {"deckmath"}
    assert packages == on_disk_packages()
    for name in registry.names():
        folder = registry.package(name).replace(".", "/")
        assert f"{folder}/deck.toml" in names, name
    rules = [name for name in names if name.endswith("/rules.md")]
    assert len(rules) == len(registry.names()) and all(name[:-len("md")] + "fr.md" in names for name in rules), rules
    assert not any(name.startswith(("deckmath/tests/", "deckmath/benchmarks/")) for name in names)
