"""docs/strength/GAME.md from a ladder's report (`deckmath GAME ladder --json`): the ratings,
the plot, the win rates, issue 21's targets checked, skill against luck, and the command that
made them. Usage: python render.py GAME.json "COMMAND" SECONDS ["NOTE"] > GAME.md (make.sh runs
it)."""
from __future__ import annotations

import json
import sys

TITLES = {"celsius": "Celsius", "totaux": "Totaux", "grauso": "Grauso",
          "tempus": "Professor Tempus"}


def pct(share: dict) -> str:
    return f"{share['share']:.1%} [{share['low']:.1%}, {share['high']:.1%}]"


def elo(value: float) -> str:
    return f"{value:+.0f}" if value else "0"


def budgets(data: dict, cells: dict, fair: float) -> list[str]:
    """The target on the search bot's budgets, where the ladder holds two: the larger beats the
    smaller and both beat the game's playout bot (the first bot listed), head to head, each
    with the lower 95% bound of its win rate above the fair share."""
    searched = sorted((bot for bot in data["bots"] if bot.startswith("ismcts:")
                       and not bot.endswith("s")), key=lambda bot: int(bot.split(":")[1]))
    if len(searched) < 2:
        return []
    low, high = searched[0], searched[-1]
    anchor = data["bots"][0]
    rows = [(high, low), (high, anchor), (low, anchor)]
    marks = [(a, b, cells[a, b], cells[a, b]["low"] > fair) for a, b in rows if a != b]
    verdict = "yes" if all(ok for *_, ok in marks) else "no"
    out = [f"- The search bot's budgets rate apart, and above `{anchor}` (each head to head, "
           f"lower 95% bound above {fair:.1%}): **{verdict}**."]
    for a, b, share, ok in marks:
        out.append(f"  - `{a}` against `{b}`: {pct(share)} {'above' if ok else 'NOT above'} "
                   f"{fair:.1%}")
    return out


def render(data: dict, command: str, seconds: str, note: str = "", plot: str | None = None
           ) -> str:
    game = data["game"]
    title = TITLES.get(game, game)
    n = data["players"]
    fair = 1 / n
    skill = data["skill_luck"]
    best = skill["strongest"]
    out = [f"# Strength ladder: {title}", ""]
    out += [f"{len(data['bots'])} bots, {n} players at each table, **{data['games_per_pair']:,} "
            f"games a pair**, seed {data['seed']}, deck `{data['deck']['name']}` (sha256 "
            f"`{data['deck']['sha256'][:16]}`), options `{json.dumps(data['options'])}`. "
            f"Made by `sh docs/strength/make.sh {game}` in {seconds} s of a 2-vCPU machine "
            f"shared with other work, which ran:", ""]
    out += ["```sh", command, "```", ""]
    if note:
        out += [f"**Note.** {note}", ""]
    out += [f"Game i of every pair is dealt from seed + i (the same deals for every pair); "
            f"{data['seating']}. Ratings: Bradley-Terry on the Elo scale (400 points: 10 to 1 "
            f"odds), {data['anchor']} at 0, fitted to the rank comparisons of the two bots "
            f"of each game (a tie half a win each way; {data['prior']}); 95% intervals by "
            f"bootstrap over games ({data['resamples']} resamples). Win rates: a first place "
            f"shared by k credits 1/k; 95% Wilson intervals.", ""]
    plot = plot or f"{game}.png"
    report = plot.removesuffix(".png") + ".json"
    out += [f"![{title} ladder]({plot})", "", "## Ratings", "",
            "| rank | bot | rating | 95% interval | games |", "| --- | --- | ---: | --- | ---: |"]
    for row in data["ratings"]:
        out.append(f"| {row['rank']} | `{row['bot']}` | {elo(row['rating'])} | "
                   f"[{elo(row['low'])}, {elo(row['high'])}] | {row['games']:,} |")
    order = [row["bot"] for row in data["ratings"]]
    cells = {}
    for pair in data["pairs"]:
        cells[pair["a"], pair["b"]] = pair["win_rate"]["a"]
        cells[pair["b"], pair["a"]] = pair["win_rate"]["b"]
    what = ("the row bot's win rate against the column bot" if n == 2 else
            f"the row bot's win rate alone at a table with {n - 1} of the column bot")
    out += ["", "## Win rates", "", f"Each cell: {what}, fair share {fair:.1%}.", "",
            "| | " + " | ".join(f"`{bot}`" for bot in order) + " |",
            "| --- |" + " --- |" * len(order)]
    for row in order:
        out.append(f"| `{row}` | " + " | ".join(
            "-" if (row, column) not in cells else pct(cells[row, column]) for column in order)
                   + " |")
    out += ["", "## Targets (issue 21 item 3)", ""]
    beats = []
    for other in order:
        if other == best:
            continue
        share = cells[best, other]
        beats.append((other, share, share["low"] > fair))
    verdict = "yes" if all(ok for _, _, ok in beats) else "no"
    enough = data["games_per_pair"] >= 2000
    alone = ("" if n == 2 else f"; with {n} players a bot sits alone in half of a pair's "
             f"games, {data['games_per_pair'] // 2:,} here, and its win rate is over those")
    out.append(f"- The strongest bot, `{best}`, beats every other bot (lower 95% bound of its "
               f"win rate above the fair share {fair:.1%}, over {data['games_per_pair']:,} "
               f"games a pair{'' if enough else ', fewer than the 2,000 the target asks'}"
               f"{alone}): "
               f"**{verdict}**.")
    for other, share, ok in beats:
        out.append(f"  - against `{other}`: {pct(share)} {'above' if ok else 'NOT above'} "
                   f"{fair:.1%}")
    distinct = all(step["elo"]["low"] > 0 for step in skill["steps"])
    out.append(f"- Distinct steps (each step's Elo gap has a 95% interval above 0): "
               f"**{'yes' if distinct else 'no'}**.")
    out += budgets(data, cells, fair)
    out += ["", "## Skill against luck (issue 21 item 4)", ""]
    if skill["vs_random"] is not None:
        vs = skill["vs_random"]
        alone = "" if n == 2 else f" alone at a table with {n - 1} `random`"
        out.append(f"- `{best}`{alone} wins **{pct(vs['win_rate'])}** of games against "
                   f"`random` (fair share {fair:.1%}).")
    mirror = skill["mirror"]
    seats = ", ".join(f"seat {row['seat']} {pct(row)}" for row in mirror["by_seat"])
    out.append(f"- `{best}` against itself, {mirror['games']:,} games on the same deals, every "
               f"seat held by the same bot: {seats} (fair share {fair:.1%}; a first place "
               f"shared in {mirror['shared_first']['share']:.1%} of games). What a seat is "
               f"worth between equal players.")
    out += ["- Each step of the ladder: the share of games the better bot wins"
            + ("" if n == 2 else f" (alone at a table with {n - 1} of the worse; fair "
                                 f"{fair:.1%}), and its score (share of rank comparisons it "
                                 f"wins, a tie half)") + ", and the Elo gap:", "",
            "| better | worse | better wins | " + ("" if n == 2 else "score | ") + "Elo gap |",
            "| --- | --- | --- | " + ("" if n == 2 else "--- | ") + "--- |"]
    for step in skill["steps"]:
        gap = step["elo"]
        out.append(f"| `{step['better']}` | `{step['worse']}` | {pct(step['win_rate'])} | "
                   + ("" if n == 2 else f"{pct(step['score'])} | ")
                   + f"{gap['gap']:+.0f} [{gap['low']:+.0f}, {gap['high']:+.0f}] |")
    sweeps = [pair for pair in data["pairs"] if pair["sweep"]]
    if sweeps:
        out += ["", "Note: in " + ", ".join(
            f"`{p[p['sweep']]}` against `{p['b' if p['sweep'] == 'a' else 'a']}`"
            for p in sweeps) + " one bot was ahead in every game. The rating gap of such a "
            "pair rests on the prior (the one drawn virtual game), and the bootstrap cannot "
            "widen it (every resample is the same sweep): read the win rate's Wilson "
            "interval for that pair instead."]
    out += ["", "The full report, every pair's counts included, is "
            f"[{report}]({report}).", ""]
    return "\n".join(out)


if __name__ == "__main__":
    path, command, seconds = sys.argv[1:4]
    note = sys.argv[4] if len(sys.argv) > 4 else ""
    with open(path, encoding="utf-8") as handle:
        sys.stdout.write(render(json.load(handle), command, seconds, note,
                                path.removesuffix(".json") + ".png"))
