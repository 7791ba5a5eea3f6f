"""The documents hold together: every relative link in README.md, docs/**/*.md and
benchmarks/README.md points at a file that exists (and, for a link into a Markdown page with
an anchor, at a heading or an anchor that page has), and none of them names an issue by its
number (history lives in git; a reader of the documents cannot open the tracker)."""
from __future__ import annotations

import re
import unicodedata
from pathlib import Path
from urllib.parse import unquote

import pytest

ROOT = Path(__file__).resolve().parent.parent

PAGES = sorted({ROOT / "README.md", ROOT / "benchmarks" / "README.md",
                *(ROOT / "docs").rglob("*.md")})

FENCE = re.compile(r"^(```|~~~).*?^\1[ \t]*$", re.M | re.S)
INLINE_CODE = re.compile(r"(`+)(?:.|\n)*?\1")
LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\[\]]*\])*\]"
                  r"\(\s*<?([^()\s<>]+(?:\([^()\s]*\))?)>?(?:\s+\"[^\"]*\")?\s*\)")
"""[text](target "title"): the text may hold one level of [brackets], the target one (group)."""
REFERENCE = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+.*)?$", re.M)
HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$", re.M)
HTML_ANCHOR = re.compile(r"<a\s+(?:name|id)=\"([^\"]+)\"", re.I)
ISSUE = re.compile(r"\bissues?\s+(?:no\.?\s*|#\s*)?\d+", re.I)


def _prose(text: str) -> str:
    """The page without its code blocks and code spans, where brackets are not links."""
    return INLINE_CODE.sub("", FENCE.sub("", text))


def slug(heading: str) -> str:
    """GitHub's anchor for a heading: markup dropped, lower case, letters, digits, spaces,
    hyphens and underscores kept, each space a hyphen."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading).replace("`", "").lower()
    kept = "".join(c for c in text if c in " -_" or unicodedata.category(c)[0] in "LN")
    return kept.replace(" ", "-")


def anchors(page: Path) -> set[str]:
    """Every anchor a page offers: one per heading (repeats numbered -1, -2, ... as GitHub
    does) and every explicit <a id> or <a name>."""
    text = page.read_text(encoding="utf-8")
    found: set[str] = set(HTML_ANCHOR.findall(text))
    seen: dict[str, int] = {}
    for _, title in HEADING.findall(FENCE.sub("", text)):
        base = slug(title)
        n = seen.get(base, 0)
        seen[base] = n + 1
        found.add(base if n == 0 else f"{base}-{n}")
    return found


def links(page: Path) -> list[str]:
    """The link targets of a page, outside code."""
    text = _prose(page.read_text(encoding="utf-8"))
    return LINK.findall(text) + REFERENCE.findall(text)


def _name(file: Path) -> str:
    return file.relative_to(ROOT).as_posix() if file.is_relative_to(ROOT) else file.name


def _broken(page: Path) -> list[str]:
    """The links of a page that point at no file, or at an anchor their page lacks."""
    wrong = []
    for target in links(page):
        if re.match(r"[a-z][a-z0-9+.-]*:", target, re.I):  # http:, https:, mailto:
            continue
        path, _, anchor = target.partition("#")
        file = (page.parent / unquote(path)).resolve() if path else page
        if not file.exists():
            wrong.append(f"{target}: no file {_name(file)}")
        elif anchor and file.suffix == ".md" and unquote(anchor) not in anchors(file):
            wrong.append(f"{target}: no anchor #{anchor} in {_name(file)}")
    return wrong


def test_pages_are_found():
    names = {p.relative_to(ROOT).as_posix() for p in PAGES}
    assert {"README.md", "benchmarks/README.md"} <= names and len(names) > 10


@pytest.mark.parametrize("page", PAGES, ids=[p.relative_to(ROOT).as_posix() for p in PAGES])
def test_relative_links_point_at_what_exists(page):
    assert _broken(page) == []


@pytest.mark.parametrize("page", PAGES, ids=[p.relative_to(ROOT).as_posix() for p in PAGES])
def test_no_issue_numbers(page):
    lines = page.read_text(encoding="utf-8").splitlines()
    found = [f"{n}: {line.strip()}" for n, line in enumerate(lines, 1) if ISSUE.search(line)]
    assert found == []


def test_the_checks_can_fail(tmp_path):
    """A broken file link, a missing anchor and an issue number are each caught; a link in
    code, a web link and a good anchor are not."""
    (tmp_path / "there.md").write_text("# A heading, with `code`\n\n## Same\n\n## Same\n",
                                       encoding="utf-8")
    page = tmp_path / "page.md"
    page.write_text(
        "[ok](there.md#a-heading-with-code) [ok2](there.md#same-1) [web](https://example.org/x)\n"
        "[gone](missing.md) [bad anchor](there.md#nowhere) `[code](nowhere.md)`\n"
        "```\n[fenced](nowhere.md)\n```\n[self](#top)\n\n# Top\n", encoding="utf-8")
    assert [w.split(":")[0] for w in _broken(page)] == ["missing.md", "there.md#nowhere"]
    assert ISSUE.search("as Issue 19 item 2 said") and ISSUE.search("issue #7")
    assert not ISSUE.search("an issue with 2 cards") and not ISSUE.search("issues: none")
