"""The words of the Grauso census's report, figure and progress title (census.py report_text,
plot, Plan), in English and French, in the rule sheet's words (sortir, pile vide, pingouin,
coup, joueur). The report's JSON and its tables keep their English names for programs; the
French text says every figure again from them."""
from __future__ import annotations

from deckmath.solvers.words import NARROW_SPACE, Table, Words

WORDS = Table(
    "grauso.census",
    en={
        "title": "Grauso census (hands of {size})",
        "head": "Grauso census: {deck}, {players} players, hands of {size}, {mode}",
        "mode.sample": "{n} deals sampled (seed {seed})",
        "mode.all": "every distinct hand ({n}; other seats seed {seed})",
        "share": "  {name}: {share}{ci}{even}",
        "ci": " [95%: {low} .. {high}]",
        "even": " (even chances {share})",
        "share.out_alone_0": "goes out alone from an empty pile, no penguin (G2.2, G3)",
        "share.out_alone_1": "goes out alone from an empty pile, one penguin (G3.5)",
        "share.penguin_saves": "the penguin saves a play or more (G3.5)",
        "share.first_out": "seat 1 goes out first playing alone (G7.1)",
        "share.first_out_strict": "seat 1 needs strictly fewer plays than every other seat",
        "share.with_bottleneck": "a bottleneck card forces extra plays",
        "fewest.0": "  fewest plays, 0 penguins: {items}",
        "fewest.1": "  fewest plays, 1 penguin: {items}",
        "cannot": "cannot",
        "race": "  first out playing alone, by seat: {items}",
        "none": "none",
        "bottleneck": "  most often the bottleneck, when held: {items}",
        "item": "{k} {share}",
        "named": "{name}={value}",
        "figure.fewest.0": "fewest plays, no penguin (G2.2, G3)",
        "figure.fewest.1": "fewest plays, one penguin (G3.5)",
        "figure.plays": "plays",
        "figure.race": "first out playing alone, by seat (G7.1)",
        "figure.seat": "seat",
        "figure.bottleneck": "% of hands holding the value where it is the bottleneck",
        "figure.value": "card value",
    },
    fr={
        "title": "recensement de Grauso (mains de {size})",
        "head": "recensement de Grauso : {deck}, {players} joueurs, mains de {size}, {mode}",
        "mode.sample": "{n} donnes tirées (graine {seed})",
        "mode.all": "chaque main distincte ({n} ; graine {seed} pour les mains des autres "
                    "joueurs)",
        "share": "  {name} : {share}{ci}{even}",
        "ci": " [95 % : {low} .. {high}]",
        "even": " (à chances égales : {share})",
        "share.out_alone_0": "sort seul depuis une pile vide, sans pingouin (G2.2, G3)",
        "share.out_alone_1": "sort seul depuis une pile vide, avec un pingouin (G3.5)",
        "share.penguin_saves": "le pingouin fait gagner au moins un coup (G3.5)",
        "share.first_out": "le joueur 1 sort le premier en jouant seul (G7.1)",
        "share.first_out_strict": "le joueur 1 a besoin de strictement moins de coups que "
                                  "chacun des autres joueurs",
        "share.with_bottleneck": "une carte bloquante impose des coups en plus",
        "fewest.0": "  nombre minimal de coups, sans pingouin : {items}",
        "fewest.1": "  nombre minimal de coups, avec un pingouin : {items}",
        "cannot": "impossible",
        "race": "  premier à sortir en jouant seul, selon le joueur : {items}",
        "none": "aucun",
        "bottleneck": "  le plus souvent carte bloquante, quand elle est en main : {items}",
        "item": "{k} : {share}",
        "named": "{name}={value}",
        "figure.fewest.0": "nombre minimal de coups, sans pingouin (G2.2, G3)",
        "figure.fewest.1": "nombre minimal de coups, avec un pingouin (G3.5)",
        "figure.plays": "coups",
        "figure.race": "premier à sortir en jouant seul, selon le joueur (G7.1)",
        "figure.seat": "joueur",
        "figure.bottleneck": "% des mains qui ont la valeur où elle est la carte bloquante",
        "figure.value": "valeur de la carte",
    },
)


def percent(say: Words, share: float, digits: int) -> str:
    """A share as a percentage with `digits` decimals: `12.34%`, `12,34 %` (French decimal
    comma and narrow no-break space)."""
    text = f"{share:.{digits}%}"
    if say.lang != "fr":
        return text
    return text.replace(".", ",").replace("%", f"{NARROW_SPACE}%")
