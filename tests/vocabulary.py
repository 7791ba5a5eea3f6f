"""Each language free of the other's words: the checker the vocabulary tests share (tables of
words, command outputs, API answers, PDFs). Code a person types stays as typed: text between
backticks, card notation and rule numbers are not words of either language."""
from __future__ import annotations

import re

ENGLISH = frozenset("""
the and of to is are was were be been this that these those with without from into your you
yours card cards hand hands seat seats player players claim claims claimed round rounds hot cold
takes take taken took valid invalid best play plays played won win wins winner nobody again once
only free draw draws drawn which would should must can cannot could not no yes its it they their
them when where while there here what who how why left right first third last next before
after each every other others than then also but or if for by at about over under up down out
unreachable extra move moves turn turns deck
decks dealt deal bid bids bidder trick tricks combination combinations shown show shows says
goes ends reaches reach reached nothing something anything everything game games level levels
easy hard medium thinking search searches seconds puzzle puzzles answer answers grade
announce announces announcement announcements dealer deals outbid outbids give gives back
holder holders hourglass hourglasses series opens dumps dump buries bury buried legal proven
nodes searched deep minus opponent opponents seed shuffled
penguin heat sign signs scored running totals collects draws sequence sequences fewest
hindsight flip flipped
""".split())
"""Words of English that French text never needs."""

FRENCH = frozenset("""
le la les des du une et est sont était être ce cette ces avec sans dans vous votre vos
carte cartes main mains joueur joueurs annonce annonces manche manches froide froides chaude
chaudes gagnant gagne gagnent personne pioche piochez piochent prise prises deuxième première
premier aucun aucune pas sur sous vers encore seulement libre tour tours partie parties
niveau niveaux facile difficile moyen réfléchit réponse réponses grille défi
défausse défaussée joue jouez jouer totaux meilleur meilleure calcul calculs quand où qui
pli plis donneur donne donnes combinaison combinaisons atteindre atteinte atteignable
sablier sabliers coup coups série séries ouvre ouvrir prend prendre dépose déposer enterre
enterrer enterré mélangées distribuées nœuds prouvé graine
pingouin pingouins sommet ramasser ramasse ramassée ramassées chaleur froid décompte sortir
sorti cumulés
""".split())
"""Words of French that English text never needs."""

_CODE = re.compile(r"`[^`]*`")
_FIELD = re.compile(r"\{[^{}]*\}")
_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?", re.UNICODE)


def words_of(text: str) -> list[str]:
    """The words of a text a person reads, code between backticks, a template's {fields} and
    hyphenated reason codes (hot-card-taken) left out."""
    plain = _FIELD.sub(" ", _CODE.sub(" ", text))
    plain = re.sub(r"\b[\w]+(?:-[\w]+)+\b", " ", plain)
    return [w.lower() for w in _WORD.findall(plain)]


def foreign_words(text: str, lang: str) -> list[str]:
    """The words of the other language found in `text` written in `lang` (en or fr)."""
    other = FRENCH if lang == "en" else ENGLISH
    found = []
    for word in words_of(text):
        base = word.split("'")[-1].split("’")[-1]
        if word in other or base in other:
            found.append(word)
    return found


def assert_in_language(text: str, lang: str, where: str = "") -> None:
    """Fail naming the other language's words found in `text`, the games' names (Totaux is a
    name in English too, spelt with its capital) left out."""
    from deckmath.solvers import registry

    for name in registry.names():
        text = text.replace(registry.game(name).title, " ")
    found = foreign_words(text, lang)
    assert not found, f"{where or 'text'} in {lang} has {sorted(set(found))[:10]}: {text[:300]!r}"
