"""What pyproject.toml cannot say, for a repository whose root is the package `deckmath`
(package-dir in pyproject.toml): every folder below the root with an __init__.py ships as
`deckmath.<folder>`, found here rather than listed by hand, tests, benchmarks and build output
left out; and this file, which sits in the package's folder, is not a module of it."""
from setuptools import find_packages, setup
from setuptools.command.build_py import build_py


class BuildPackage(build_py):
    """build_py without `deckmath.setup` (the wheel and the editable install alike)."""

    def find_package_modules(self, package, package_dir):
        return [found for found in super().find_package_modules(package, package_dir)
                if (found[0], found[1]) != ("deckmath", "setup")]


setup(packages=["deckmath", *(f"deckmath.{name}" for name in find_packages(
    ".", exclude=("tests", "tests.*", "benchmarks", "benchmarks.*", "build", "build.*",
                  "docs", "docs.*")))],
      cmdclass={"build_py": BuildPackage})
