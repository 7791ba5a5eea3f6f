"""docs/strength/GAME.md from a ladder's report (`deckmath GAME ladder --json`): the ratings,
the plot, the win rates, the levels' targets checked, skill against luck, and the command that
made them. Usage: python render.py GAME.json "COMMAND" SECONDS ["NOTE"]
[--levels easy=A,medium=B,hard=C --best BOT] > GAME.md (make.sh runs it); with --levels,
GAME-levels.json renders as the levels' page, and GAME.json gains a section on the levels
from the GAME-levels.json beside it."""
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


def ladder_head(data: dict, command: str, seconds: str, note: str = "",
                plot: str | None = None, heading: str = "") -> tuple[list[str], dict, list[str]]:
    """The page's head: what was run, the plot, the ratings and the win rates; its lines, the
    win-rate cells and the bots strongest first."""
    game = data["game"]
    title = TITLES.get(game, game)
    n = data["players"]
    fair = 1 / n
    out = [f"# Strength ladder: {title}{heading}", ""]
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
    out += [f"![{title} ladder]({plot})", "", "## Ratings", "",
            "| rank | bot | rating | 95% interval | games |", "| --- | --- | ---: | --- | ---: |"]
    for row in data["ratings"]:
        out.append(f"| {row['rank']} | `{row['bot']}` | {elo(row['rating'])} | "
                   f"[{elo(row['low'])}, {elo(row['high'])}] | {row['games']:,} |")
    order = [row["bot"] for row in data["ratings"]]
    cells = cells_of(data)
    what = ("the row bot's win rate against the column bot" if n == 2 else
            f"the row bot's win rate alone at a table with {n - 1} of the column bot")
    out += ["", "## Win rates", "", f"Each cell: {what}, fair share {fair:.1%}.", "",
            "| | " + " | ".join(f"`{bot}`" for bot in order) + " |",
            "| --- |" + " --- |" * len(order)]
    for row in order:
        out.append(f"| `{row}` | " + " | ".join(
            "-" if (row, column) not in cells else pct(cells[row, column]) for column in order)
                   + " |")
    return out, cells, order


def render(data: dict, command: str, seconds: str, note: str = "", plot: str | None = None
           ) -> str:
    n = data["players"]
    fair = 1 / n
    skill = data["skill_luck"]
    best = skill["strongest"]
    out, cells, order = ladder_head(data, command, seconds, note, plot)
    report = (plot or f"{data['game']}.png").removesuffix(".png") + ".json"
    out += ["", "## Targets", ""]
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
    out += ["", "## Skill against luck", ""]
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


LEVELS = ("easy", "medium", "hard")
Z = 1.959964
"""The normal quantile of a 95% interval (Wilson's, as the ladder's)."""


def ms(seconds: float) -> str:
    """CPU seconds in milliseconds; the ladder's first bucket holds every decision up to 0.1 ms."""
    if seconds <= 0.0001:
        return "≤ 0.1 ms"
    return f"{seconds * 1000:,.0f} ms" if seconds >= 0.001 else f"{seconds * 1000:.1f} ms"


def games_needed(share: float, fair: float, players: int) -> str:
    """Games a pair that would put the lower 95% bound of a win rate above the fair share if
    the rate measured held (a lone seat is half of a pair's games with more than 2 players)."""
    gap = share - fair
    if gap <= 0:
        return "none would: the rate measured is not above the fair share"
    lone = Z * Z * share * (1 - share) / (gap * gap)
    total = lone * (1 if players == 2 else 2)
    return f"about {round(total, -2 if total >= 1000 else -1):,.0f} games a pair"


def cells_of(data: dict) -> dict:
    cells = {}
    for pair in data["pairs"]:
        cells[pair["a"], pair["b"]] = pair["win_rate"]["a"]
        cells[pair["b"], pair["a"]] = pair["win_rate"]["b"]
    return cells


def scores_of(data: dict) -> dict:
    """Each bot's score against each other it met: the share of rank comparisons it won (a tie
    half), with its interval."""
    scores = {}
    for pair in data["pairs"]:
        score = pair["score"]
        scores[pair["a"], pair["b"]] = score
        scores[pair["b"], pair["a"]] = {"share": 1 - score["share"], "low": 1 - score["high"],
                                        "high": 1 - score["low"]}
    return scores


def levels_section(data: dict, levels: dict, best: str, matches: list[dict], page: str
                   ) -> list[str]:
    """Each level's bot, its win rate against the other levels, against `random` and against
    the game's best bot before the levels (`best`), with its verdict; each bot's decision
    times over whole games; and the OpenSpiel matches (`matches`, reports of
    benchmarks/openspiel_match.py)."""
    n = data["players"]
    fair = 1 / n
    cells = cells_of(data)
    order = [levels[name] for name in LEVELS]
    against = ["random"] + [bot for bot in order] + ([best] if best not in order else [])
    what = ("the row's win rate against the column" if n == 2 else
            f"the row's win rate alone at a table with {n - 1} of the column")
    out = ["## Levels", "",
           f"What `play --level` and the page seat: {data['games_per_pair']:,} games a pair, "
           f"seed {data['seed']}, {n} players ([the ladder]({page})). Each cell: {what}, "
           f"fair share {fair:.1%}, 95% Wilson interval; `{best}` is the game's strongest "
           f"bot before the levels.", "",
           "| level | bot | " + " | ".join(f"vs `{bot}`" for bot in against) + " |",
           "| --- | --- |" + " --- |" * len(against)]
    for name in LEVELS:
        bot = levels[name]
        row = [pct(cells[bot, other]) if (bot, other) in cells else "-" for other in against]
        out.append(f"| {name} | `{bot}` | " + " | ".join(row) + " |")
    out += ["", "Steps (lower 95% bound above the fair share: apart; an interval holding the "
                "fair share: not told apart at these games, and the games a pair that would "
                "tell them apart if the rate measured held):", ""]
    steps = [(levels["easy"], "random"), (levels["medium"], levels["easy"]),
             (levels["hard"], levels["medium"]), (levels["hard"], levels["easy"])]
    if best not in order:
        steps.append((levels["hard"], best))
    scores = scores_of(data)
    for better, worse in steps:
        if (better, worse) not in cells:
            out.append(f"- `{better}` against `{worse}`: not played")
            continue
        share = cells[better, worse]
        if share["low"] > fair:
            verdict = "**above**"
        elif share["high"] < fair:
            verdict = "**below**"
        else:
            verdict = (f"holds the fair share; {games_needed(share['share'], fair, n)}")
        score = scores[better, worse]
        beside = ("" if n == 2 else
                  f"; its score (its share of the pair's rank comparisons, seat against "
                  f"seat, a tie half) "
                  f"{pct(score)}, " + ("**above** 50%" if score["low"] > 0.5 else
                                      "**below** 50%" if score["high"] < 0.5 else
                                      "holding 50%"))
        out.append(f"- `{better}` against `{worse}`: {pct(share)}, {verdict}{beside}")
    times = data.get("decision_times", {})
    out += ["", "Decision times, CPU seconds of the deciding thread, over every decision of "
                "whole games (all of the bot's pairs in this ladder; median, 99th percentile "
                "and slowest read within 2%):", "",
            "| level | bot | decisions | median | 99th percentile | slowest | mean |",
            "| --- | --- | ---: | ---: | ---: | ---: | ---: |"]
    named = {bot: name for name, bot in levels.items()}
    for bot in against:
        row = times.get(bot)
        if row:
            out.append(f"| {named.get(bot, '-')} | `{bot}` | {row['decisions']:,} | "
                       f"{ms(row['median'])} | {ms(row['p99'])} | {ms(row['max'])} | "
                       f"{ms(row['mean'])} |")
    if matches:
        out += ["", "### Against OpenSpiel's ISMCTSBot", "",
                "benchmarks/openspiel_match.py: the game exposed to OpenSpiel through the play "
                "face (benchmarks/openspiel_game.py), OpenSpiel's `ISMCTSBot` as its authors "
                "configure it (UCT c = 2, random rollouts unless said) given, each decision, "
                "the CPU time the level has spent a decision so far, but at least two "
                "simulations (its first only expands the root): against a level that decides "
                "in a few milliseconds it spends more CPU than the level.", "",
                "| level | bot | rollouts | games | level wins | level CPU a decision | "
                "OpenSpiel CPU a decision | its simulations | load |",
                "| --- | --- | --- | ---: | --- | ---: | ---: | ---: | ---: |"]
        for match in matches:
            share = {"share": match["share"], "low": match["low"], "high": match["high"]}
            out.append(f"| {match['level']} | `{match['bot']}` | {match['rollout']} | "
                       f"{match['games']} | {pct(share)} | "
                       f"{ms(match['level_cpu_per_decision'])} | "
                       f"{ms(match['openspiel_cpu_per_decision'])} | "
                       f"{match['openspiel_simulations_per_decision']:.0f} | "
                       f"{match['load']:.1f} |")
        commands = sorted({f"python benchmarks/openspiel_match.py {m['game']} --level "
                           f"{m['level']} --games {m['games']} --seed {m['seed']} --rollout "
                           f"{m['rollout']} --json docs/strength/{m['game']}-openspiel-"
                           f"{m['level']}{'' if m['rollout'] == 'random' else '-' + m['rollout']}"
                           f".json" for m in matches})
        out += ["", "```sh", *commands, "```"]
    return out + [""]


def levels_page(data: dict, command: str, seconds: str, note: str, plot: str, levels: dict,
                best: str, matches: list[dict]) -> str:
    """docs/strength/GAME-levels.md: the levels' ladder (ratings, win rates) and their section."""
    out, _, _ = ladder_head(data, command, seconds, note, plot, ", the levels")
    report = plot.removesuffix(".png") + ".json"
    out += [""] + levels_section(data, levels, best, matches, plot.removesuffix(".png") + ".md")
    out += [f"The full report, every pair's counts included, is [{report}]({report}).", ""]
    return "\n".join(out)


def sibling_levels(path: str) -> tuple[dict, list[dict]] | None:
    """The levels' ladder and OpenSpiel matches beside an own ladder's report, if made."""
    import glob
    import os

    stem = path.removesuffix(".json")
    if not os.path.exists(f"{stem}-levels.json"):
        return None
    with open(f"{stem}-levels.json", encoding="utf-8") as handle:
        data = json.load(handle)
    matches = []
    for name in LEVELS:
        for found in sorted(glob.glob(f"{stem}-openspiel-{name}*.json")):
            with open(found, encoding="utf-8") as handle:
                matches.append(json.load(handle))
    return data, matches


def main(argv: list[str]) -> None:
    """render.py GAME.json COMMAND SECONDS [NOTE] [--levels easy=A,medium=B,hard=C --best BOT]"""
    levels: dict = {}
    best = ""
    if "--levels" in argv:
        at = argv.index("--levels")
        levels = dict(item.split("=", 1) for item in argv[at + 1].split(","))
        best = argv[argv.index("--best") + 1]
        argv = argv[:at]
    path, command, seconds = argv[:3]
    note = argv[3] if len(argv) > 3 else ""
    plot = path.removesuffix(".json") + ".png"
    with open(path, encoding="utf-8") as handle:
        data = json.load(handle)
    if path.endswith("-levels.json"):
        matches = sibling_levels(path.removesuffix("-levels.json") + ".json")
        sys.stdout.write(levels_page(data, command, seconds, note, plot, levels, best,
                                     matches[1] if matches else []))
        return
    text = render(data, command, seconds, note, plot)
    found = sibling_levels(path) if levels else None
    if found:
        text += "\n" + "\n".join(levels_section(found[0], levels, best, found[1],
                                                plot.removesuffix(".png") + "-levels.md"))
    sys.stdout.write(text)


if __name__ == "__main__":
    main(sys.argv[1:])
