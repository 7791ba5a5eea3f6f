"""InputError says its line in the reader's language when it was raised with words (a Said),
and as given when it was raised with plain text; str() is English either way."""
from __future__ import annotations

from deckmath.solvers.errors import InputError
from deckmath.solvers.words import Table

WORDS = Table("test input error", en={"bad": "bad card {card!r}"},
              fr={"bad": "carte {card!r} illisible"})


def test_an_error_raised_with_words_is_said_in_each_language():
    err = InputError(WORDS.said("bad", card="x9"))
    assert str(err) == "bad card 'x9'" == err.text("en") == err.text()
    assert err.text("fr") == "carte 'x9' illisible"


def test_an_error_raised_with_plain_text_stays_as_it_is():
    err = InputError("bad card 'x9'")
    assert err.text("fr") == str(err) == "bad card 'x9'"
    assert err.said is None
