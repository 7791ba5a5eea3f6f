"""Grauso's cards as the page offers them to click (Game.card_svg): drawn as its sheets draw a
hand card (drawing._face: heat cards warm, cold cards cold, neutral plain, G1.1)."""
from __future__ import annotations


def card_svg(token: str) -> str:
    """One hand card, `+16`, `-8` or `0`, an SVG document."""
    from deckmath.generators.drawing import card
    from deckmath.generators.svg import ZOOM, SvgCanvas
    from deckmath.solvers.grauso.drawing import HAND_H, _face

    width = 30.0
    fill, ink, text = _face(int(token))
    canvas = SvgCanvas((width + 2, HAND_H + 2))
    canvas.setTitle(token)
    card(canvas, 1, 1, width, HAND_H, fill, ink, text, 10)
    return canvas.to_svg((0.0, 0.0, width + 2, HAND_H + 2), ZOOM)
