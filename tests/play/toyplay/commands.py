import click

from deckmath.conventions import DeckmathGroup


@click.group(name="toyplay", cls=DeckmathGroup)
def group():
    """Rise: a toy game of whole games (rules X1-X3)."""
