"""The deckmath CLI with the toy game Rise registered, for tests that run it as a process."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from deckmath.solvers import registry  # noqa: E402

registry.GAMES["toyplay"] = "toyplay"

from deckmath import cli  # noqa: E402

cli.main(sys.argv[1:])
