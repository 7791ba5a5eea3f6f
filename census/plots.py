"""PNG plots of a census report (issue 13 item 4), drawn with matplotlib's Agg backend
(imported here only, so that nothing else pays for it): one figure per census, a few panels,
small enough to commit."""
from __future__ import annotations

import io


def _pyplot():
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    return plt


def _bars(ax, hist: dict, total: int, title: str, xlabel: str, null: str = "none") -> None:
    keys = list(hist)
    labels = [null if k == "null" else k for k in keys]
    ax.bar(range(len(keys)), [100 * hist[k] / total for k in keys], color="#4477aa")
    ax.set_xticks(range(len(keys)), labels, fontsize=7 if len(keys) > 12 else 9)
    ax.set_title(title, fontsize=10)
    ax.set_xlabel(xlabel, fontsize=9)
    ax.set_ylabel("%", fontsize=9)


def _png(fig) -> bytes:
    buffer = io.BytesIO()
    fig.savefig(buffer, format="png", dpi=80, metadata={"Software": None})
    _pyplot().close(fig)
    return buffer.getvalue()


def totaux(rep: dict) -> bytes:
    """Totaux: the best announcement, fewest cards per card and for the best announcement,
    and each deck card's mean fewest cards, by its total."""
    plt = _pyplot()
    fig, axes = plt.subplots(2, 2, figsize=(11, 7))
    deals = rep["deals"]
    what = (f"every deal ({rep['population']:,})" if rep["mode"] == "all"
            else f"{rep['deals']:,} deals sampled, seed {rep['seed']}")
    fig.suptitle(f"Totaux census: {rep['deck']}, {rep['variant']} variant, {what}", fontsize=11)
    best = {k: v for k, v in rep["best_total"].items() if k != "null"}
    ax = axes[0][0]
    ax.bar([int(k) for k in best], [100 * v / deals for v in best.values()], color="#4477aa")
    ax.set_title("best announcement (T5.2)", fontsize=10)
    ax.set_xlabel("total", fontsize=9)
    ax.set_ylabel("% of deals", fontsize=9)
    _bars(axes[0][1], rep["min_cards"], deals * rep["deal_size"],
          "fewest cards per table card (T5.1)", "cards", "unreachable")
    _bars(axes[1][0], rep["best_min_cards"], deals,
          "fewest cards of the best announcement", "cards")
    ax = axes[1][1]
    cards = [c for c in rep["by_card"] if c["reached"]]
    ax.scatter([int(c["card"].split(":")[1]) for c in cards],
               [c["mean_min_cards"] for c in cards], s=14, color="#aa3377")
    ax.ticklabel_format(useOffset=False)
    ax.set_title("each deck card: mean fewest cards when reachable", fontsize=10)
    ax.set_xlabel("card total", fontsize=9)
    ax.set_ylabel("cards", fontsize=9)
    fig.tight_layout()
    return _png(fig)


def celsius(rep: dict) -> bytes:
    """Celsius: fewest cards and optimal plays of the best play, and the share of positions
    reaching a hot card by cold value and by wildcards in the hand."""
    plt = _pyplot()
    fig, axes = plt.subplots(2, 2, figsize=(11, 7))
    n = rep["positions"]
    fig.suptitle(f"Celsius census: {rep['deck']}, hands of {rep['hand_size']}, "
                 f"{rep['mode_text']}", fontsize=11)
    _bars(axes[0][0], rep["min_cards"], n, "fewest cards to a hot card (C4.3)", "cards")
    _bars(axes[0][1], rep["optimal_plays_bins"], n, "optimal plays (C4.5)", "plays")
    for ax, key, label in ((axes[1][0], "by_cold", "cold value"),
                           (axes[1][1], "by_wildcards", "wildcards in the hand")):
        rows = rep[key]
        ax.bar(range(len(rows)), [100 * r["share"] for r in rows.values()], color="#228833")
        ax.set_xticks(range(len(rows)), list(rows), fontsize=8)
        ax.set_ylim(0, 100)
        ax.set_title(f"% reaching a hot card, by {label}", fontsize=10)
        ax.set_xlabel(label, fontsize=9)
    fig.tight_layout()
    return _png(fig)


def plots(game: str, rep: dict) -> dict[str, bytes]:
    """The census's PNG files by name."""
    draw = {"totaux": totaux, "celsius": celsius}[game]
    return {f"{game}-census.png": draw(rep)}
