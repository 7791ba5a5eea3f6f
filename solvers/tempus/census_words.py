"""The words of the Professor Tempus census's report (census.py report_text), in English and
French, in the rule sheet's words (sabliers, manche, rouge, mauve, Joker)."""
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
    },
)
