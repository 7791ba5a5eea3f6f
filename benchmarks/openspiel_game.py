"""A deckmath game as an OpenSpiel Python game, through the play face alone, so that OpenSpiel's
own search bots (open_spiel.python.algorithms.ismcts.ISMCTSBot) can play deckmath's bots: the
outside yardstick of docs/strength. open_spiel is a benchmark-only dependency (PyPI
`open-spiel`): nothing in deckmath imports this module, and deckmath installs and tests
without it.

What OpenSpiel sees of a game (pyspiel's Python game API, as in open_spiel/python/games):
- a sequential, imperfect-information game of `players` players (0-based here, seats from 1 in
  deckmath), with chance inside the state: the deal comes from the game's seed, as in deckmath,
  and no chance node is exposed, so OpenSpiel's search samples worlds through its resampler
  (ISMCTSBot.set_resampler), which is the play face's own determinize;
- at each decision, the actions are the indices 0..k-1 of the seat's candidate actions, the
  same list deckmath's search weighs (play/ismcts.py actions_of: the legal actions where the
  game lists them, else the game's search_actions from the seat's view), in their canonical
  order, so an index means the same action in every world the seat cannot tell apart;
- the information state of a seat is its view (PlayState.view), written out with repr: two
  states give one string exactly when the seat cannot tell them apart, the key deckmath's
  ISMCTS uses too;
- the returns are each seat's share of the win (a first place shared by k credits 1/k), the
  rewards deckmath's search bots maximise: a constant-sum game.

Usage:
    import openspiel_game
    game = openspiel_game.load("tempus", players=2, seed=7)
    state = game.new_initial_state()
"""
from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

import numpy as np
import pyspiel

from deckmath.play.ismcts import actions_of, rewards
from deckmath.play.simulate import resolved_options
from deckmath.solvers import registry

ACTIONS_MAX = 4096
"""The action indices a game declares (pyspiel.GameInfo.num_distinct_actions): more than any
decision of the four games offers (a Grauso hand of 14 cards has a few hundred plays)."""

LENGTH_MAX = 5000
"""Most decisions a game declares (GameInfo.max_game_length); every game ends long before."""

_REGISTERED: dict[str, Any] = {}


def short_name(game: str) -> str:
    return f"deckmath_{game}"


def register(game: str) -> None:
    """Register `game` with pyspiel as `deckmath_<game>` (once), taking the parameters
    `players` and `seed` (the deal, as `deckmath GAME play --seed`)."""
    if game in _REGISTERED:
        return
    face = registry.game(game).play_face()
    low, high = face.players
    game_type = pyspiel.GameType(
        short_name=short_name(game),
        long_name=f"deckmath {registry.game(game).title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.CONSTANT_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=high,
        min_num_players=low,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=False,
        parameter_specification={"players": max(2, low), "seed": 0},
    )

    def make(params: Mapping[str, Any] | None = None) -> DeckmathGame:
        return DeckmathGame(game, game_type, dict(params or {}))

    pyspiel.register_game(game_type, make)
    _REGISTERED[game] = game_type


def load(game: str, players: int, seed: int) -> DeckmathGame:
    """The game `game` dealt from `seed` for `players`, as a pyspiel game."""
    register(game)
    return pyspiel.load_game(short_name(game), {"players": players, "seed": seed})


class DeckmathGame(pyspiel.Game):
    """One deal of a deckmath game (its seed and players are the game's parameters)."""

    def __init__(self, name: str, game_type: Any, params: Mapping[str, Any]) -> None:
        players = int(params.get("players", 2))
        self.name = name
        self.seed = int(params.get("seed", 0))
        self.players = players
        self.face = registry.game(name).play_face()
        self.deck = registry.game(name).load_deck()
        self.options = resolved_options(registry.game(name), None)
        info = pyspiel.GameInfo(num_distinct_actions=ACTIONS_MAX, max_chance_outcomes=0,
                                num_players=players, min_utility=0.0, max_utility=1.0,
                                utility_sum=1.0, max_game_length=LENGTH_MAX)
        super().__init__(game_type, info, dict(params))

    def new_initial_state(self) -> DeckmathState:
        return DeckmathState(self)

    def deal(self) -> Any:
        """The deckmath game of this deal (PlayFace.start)."""
        return self.face.start(self.deck, self.players, self.seed, self.options, False)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> ViewObserver:
        return ViewObserver()


class _Shared:
    """What every state of a deal shares (its game, face, deck): not copied when pyspiel
    deep-copies a state's attributes to clone it (the pyspiel Game itself cannot be)."""

    def __init__(self, game: DeckmathGame) -> None:
        self.name, self.seed, self.players = game.name, game.seed, game.players
        self.face, self.deck, self.options = game.face, game.deck, game.options
        self.game = game

    def __deepcopy__(self, memo: Any) -> _Shared:
        return self

    def deal(self) -> Any:
        return self.face.start(self.deck, self.players, self.seed, self.options, False)


class _Inner:
    """The deckmath state inside a pyspiel state; pyspiel clones a Python state by deep-copying
    its attributes, and this copy is the play face's clone (PlayState.clone)."""

    def __init__(self, state: Any) -> None:
        self.state = state
        self.candidates: list[Any] | None = None

    def __deepcopy__(self, memo: Any) -> _Inner:
        return _Inner(self.state.clone())


class DeckmathState(pyspiel.State):
    """A deckmath game in progress, as pyspiel sees it (module docstring)."""

    def __init__(self, game: DeckmathGame, inner: Any = None) -> None:
        super().__init__(game)
        self._game = _Shared(game)
        self._inner = None if inner is None else _Inner(inner)

    @property
    def inner(self) -> Any:
        """The deckmath state (dealt when first needed: pyspiel makes a fresh state for each
        clone and then replaces its attributes)."""
        if self._inner is None:
            self._inner = _Inner(self._game.deal())
        return self._inner.state

    def _candidates(self) -> list[Any]:
        inner = self.inner
        box = self._inner
        assert box is not None
        if box.candidates is None:
            seat = inner.to_move()
            box.candidates = [action for _, action in actions_of(self._game.face, inner, seat)]
        return box.candidates

    def current_player(self) -> int:
        if self.inner.over:
            return pyspiel.PlayerId.TERMINAL
        return self.inner.to_move() - 1

    def _legal_actions(self, player: int) -> list[int]:
        count = len(self._candidates())
        if count > ACTIONS_MAX:
            raise ValueError(f"a decision with {count} actions: more than ACTIONS_MAX")
        return list(range(count))

    def _apply_action(self, action: int) -> None:
        chosen = self._candidates()[action]
        self.inner.apply(chosen)
        assert self._inner is not None
        self._inner.candidates = None

    def _action_to_string(self, player: int, action: int) -> str:
        return self.inner.action_text(self._candidates()[action])

    def action_of(self, deckmath_action: Any) -> int:
        """The index of a deckmath action among the candidates (a deckmath bot's choice). In a
        game whose actions are free-form (a Celsius claim), a bot may choose an action the
        search's candidates do not list (a longer chain that unloads cards): it is added after
        them for this decision, so the bot plays what it chose."""
        text = self.inner.action_text(deckmath_action)
        candidates = self._candidates()
        for index, action in enumerate(candidates):
            if self.inner.action_text(action) == text:
                return index
        if self.inner.legal_actions() is not None:
            raise ValueError(f"{text!r} is not among the legal actions")
        candidates.append(deckmath_action)
        return len(candidates) - 1

    def is_terminal(self) -> bool:
        return bool(self.inner.over)

    def returns(self) -> list[float]:
        if not self.inner.over:
            return [0.0] * self._game.players
        return list(rewards(self.inner))

    def resampled(self, player: int, rng: random.Random) -> DeckmathState:
        """A state `player` cannot tell from this one, what it cannot see dealt again
        (PlayState.determinize): ISMCTSBot's resampler."""
        return DeckmathState(self._game.game, self.inner.determinize(player + 1, rng))

    def __str__(self) -> str:
        return f"{self._game.name} seed {self._game.seed}: {len(self.history())} actions"


class ViewObserver:
    """A seat's information state as a string: its view (PlayState.view), which is all it may
    see; no tensor (the search bots read strings)."""

    def __init__(self) -> None:
        self.tensor = np.zeros(0, np.float32)
        self.dict: dict[str, Any] = {}

    def set_from(self, state: DeckmathState, player: int) -> None:
        pass

    def string_from(self, state: DeckmathState, player: int) -> str:
        return f"p{player} {state.inner.view(player + 1)!r}"
