"""The words of the Professor Tempus census's report, figure and progress title (census.py
report_text, plot, Plan), in English and French, in the rule sheet's words (sabliers, manche,
rouge, mauve, Joker)."""
from __future__ import annotations

from deckmath.solvers.words import Table

WORDS = Table(
    "tempus.census",
    en={
        "title": "Professor Tempus census ({players} players, first round)",
        "head": "Professor Tempus census: {deck}, {players} players, first round, {rounds} "
                "rounds sampled (seed {seed})",
        "deck": "  deck: {total} hourglasses ({colours}); cards showing 0-3: {showing} (P1.2)",
        "showing": "{cards} with {k}",
        "colour.red": "red",
        "colour.mauve": "mauve",
        "colour.joker": "joker",
        "margin": "  seat 1's margin under perfect play (P4.2): mean {mean} hourglasses [95%: "
                  "{low} .. {high}], sd {sd}; median {median}, middle half {q1} .. {q3}",
        "results": "  seat 1 wins {wins}, ties {ties}, loses {loses}",
        "last_two": "  decided in the last two moves (P4.1): {decided}; the margin changes in "
                    "them: {changes}",
        "by_edge": "  mean margin by seat 1's dealt hourglass edge: {items}",
        "share": "{share} [95%: {low} .. {high}]",
        "figure.head": "Professor Tempus census: {deck}, {players} players, first round, "
                       "{rounds} rounds (seed {seed})",
        "figure.margins": "seat 1's margin under perfect play (P4.2)",
        "figure.wins": "seat 1\nwins",
        "figure.tie": "tie",
        "figure.loses": "seat 1\nloses",
        "figure.decided": "decided in\nlast two",
        "figure.moves": "margin moves\nin last two",
        "figure.shares": "% of rounds, with 95% intervals",
        "figure.swing": "final margin minus the margin two moves before the end",
        "figure.by_edge": "mean margin by seat 1's dealt hourglass edge (dot: rounds)",
        "figure.edge_axis": "seat 1's dealt hourglasses minus seat 2's",
        "figure.hourglasses": "hourglasses",
        "figure.of_rounds": "% of rounds",
    },
    fr={
        "title": "recensement de Professor Tempus ({players} joueurs, première manche)",
        "head": "recensement de Professor Tempus : {deck}, {players} joueurs, première manche, "
                "{rounds} manches tirées (graine {seed})",
        "deck": "  paquet : {total} sabliers ({colours}) ; cartes portant de 0 à 3 sabliers : "
                "{showing} (P1.2)",
        "showing": "{cards} avec {k}",
        "colour.red": "rouges",
        "colour.mauve": "mauves",
        "colour.joker": "Joker",
        "margin": "  écart du joueur 1 en jeu parfait (P4.2) : moyenne {mean} sabliers [95 % : "
                  "{low} .. {high}], écart type {sd} ; médiane {median}, moitié centrale {q1} "
                  ".. {q3}",
        "results": "  le joueur 1 gagne {wins}, fait égalité {ties}, perd {loses}",
        "last_two": "  décidé dans les deux derniers coups (P4.1) : {decided} ; l'écart y "
                    "change : {changes}",
        "by_edge": "  écart moyen selon l'avance en sabliers distribuée au joueur 1 : {items}",
        "share": "{share} [95 % : {low} .. {high}]",
        "figure.head": "recensement de Professor Tempus : {deck}, {players} joueurs, première "
                       "manche, {rounds} manches (graine {seed})",
        "figure.margins": "écart du joueur 1 en jeu parfait (P4.2)",
        "figure.wins": "le joueur 1\ngagne",
        "figure.tie": "égalité",
        "figure.loses": "le joueur 1\nperd",
        "figure.decided": "décidé dans les\ndeux derniers coups",
        "figure.moves": "l'écart change dans\nles deux derniers coups",
        "figure.shares": "% des manches, avec intervalles à 95 %",
        "figure.swing": "écart final moins l'écart deux coups avant la fin",
        "figure.by_edge": "écart moyen selon l'avance en sabliers distribuée au joueur 1 "
                          "(point : manches)",
        "figure.edge_axis": "sabliers distribués au joueur 1 moins ceux du joueur 2",
        "figure.hourglasses": "sabliers",
        "figure.of_rounds": "% des manches",
    },
)
