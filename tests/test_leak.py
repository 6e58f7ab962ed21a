"""Information leaks: a seat's observation (and its legal actions) depend only on what it may know.

At random points of random games, for every seat s, the state is changed in ways s cannot know
about, and observe(s) must not change (nor the mask, recomputed, when s is the actor):

- a card of another seat's hand swapped with a card of the draw pile;
- one card each exchanged between two other seats' hands, and whole hands of equal size swapped;
- two hidden identities swapped among seats whose identities s does not know (not s, not the
  leader, not the dead, not the foreign player when s is the collaborator, ...);
- the draw pile shuffled;
- all of the above at once.

Every changed state must still satisfy the engine invariants (qxs_env.rulesets.qxs.invariants), so
the test
only builds states the engine could be in. Sanity checks show the test can fail: changing s's own
hand, s's own identity or a public fact does change observe(s).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

import numpy as np
import pytest
from leak_surgery import shuffle_draw, swap_hand_with_draw

from qxs_env.engine.layout import (
    DEC_CANCEL,
    FR_OP,
    Z_DRAW,
    Z_HAND,
)
from qxs_env.rulesets.qxs.api import Engine
from qxs_env.rulesets.qxs.config import GameConfig
from qxs_env.rulesets.qxs.content.effects import EFFECT_CANCEL_STRATEGY
from qxs_env.rulesets.qxs.hidden_info import hidden_from, knows_identity
from qxs_env.rulesets.qxs.invariants import fresh_mask, violations
from qxs_env.rulesets.qxs.layout import (
    DEC_HERO,
    DEC_PLAY,
)
from qxs_env.rulesets.qxs.scenario import Scenario

CONFIGS = {
    "5p": GameConfig(players=5),
    "8p-melee": GameConfig(players=8, mode="melee"),
    "10p": GameConfig(players=10),
    "10p-mutual-manual": GameConfig(players=10, mutual_knowledge=True, auto_forced=False),
    "6p-heroes": GameConfig(players=6, heroes="implemented", deck="wide"),
}

Perturb = Callable[[Engine, int, np.random.Generator], bool]


# ---------------------------------------------------------------------------------------------
# state surgery that keeps every invariant (zone, owner and containers move together)
# ---------------------------------------------------------------------------------------------


def _others_with_cards(eng: Engine, s: int) -> list[int]:
    """Other living seats with hand cards, none of them shown to all (a revealed 蛤蟆功 or a
    charged move: moving such a card is a public change, not a hidden one)."""
    return hidden_from(eng, 0, s)[0]


def _swap_hand_draw(eng: Engine, s: int, rng: np.random.Generator) -> bool:
    seats = _others_with_cards(eng, s)
    return bool(seats) and swap_hand_with_draw(eng.state[0], int(rng.choice(seats)), rng)


def _exchange_between_hands(eng: Engine, s: int, rng: np.random.Generator) -> bool:
    g = eng.state[0]
    seats = _others_with_cards(eng, s)
    if len(seats) < 2:
        return False
    p, q = (int(x) for x in rng.choice(seats, size=2, replace=False))
    i, j = int(rng.integers(g.hand_n[p])), int(rng.integers(g.hand_n[q]))
    c, d = int(g.hand[p, i]), int(g.hand[q, j])
    g.hand[p, i], g.hand[q, j] = d, c
    g.owner[d], g.owner[c] = p, q
    return True


def _swap_equal_hands(eng: Engine, s: int, rng: np.random.Generator) -> bool:
    g = eng.state[0]
    seats = _others_with_cards(eng, s)
    pairs = [(p, q) for p in seats for q in seats if p < q and g.hand_n[p] == g.hand_n[q]]
    if not pairs:
        return False
    p, q = pairs[int(rng.integers(len(pairs)))]
    k = int(g.hand_n[p])
    hp, hq = g.hand[p, :k].copy(), g.hand[q, :k].copy()
    g.hand[p, :k], g.hand[q, :k] = hq, hp
    for c in hq:
        g.owner[int(c)] = p
    for c in hp:
        g.owner[int(c)] = q
    return True


def _hidden_from(eng: Engine, g, s: int) -> list[int]:
    """Seats whose identity s does not know."""
    return [p for p in range(eng.players) if not knows_identity(eng, g, s, p)]


def _swap_identities(eng: Engine, s: int, rng: np.random.Generator) -> bool:
    g = eng.state[0]
    hidden = _hidden_from(eng, g, s)
    pairs = [(p, q) for p in hidden for q in hidden if p < q and g.ident[p] != g.ident[q]]
    if not pairs:
        return False
    p, q = pairs[int(rng.integers(len(pairs)))]
    g.ident[p], g.ident[q] = int(g.ident[q]), int(g.ident[p])
    # what s knows must be the same afterwards (e.g. a swap must not hand the foreign player's
    # identity to a seat that s, the collaborator, would then know); if not, undo it
    if sorted(_hidden_from(eng, g, s)) != sorted(hidden):
        g.ident[p], g.ident[q] = int(g.ident[q]), int(g.ident[p])
        return False
    return True


def _shuffle_draw(eng: Engine, s: int, rng: np.random.Generator) -> bool:
    return shuffle_draw(eng.state[0], rng)


def _everything(eng: Engine, s: int, rng: np.random.Generator) -> bool:
    done = [f(eng, s, rng) for f in HIDDEN[:-1]]
    return any(done)


HIDDEN: list[Perturb] = [
    _swap_hand_draw,
    _exchange_between_hands,
    _swap_equal_hands,
    _swap_identities,
    _shuffle_draw,
    _everything,
]


def _load(eng: Engine, base: Engine) -> None:
    """Overwrite eng's state with base's, in place (cheaper than Engine.copy())."""
    eng.state.view(np.uint8)[:] = base.state.view(np.uint8)


def _same_state(a: Engine, b: Engine) -> bool:
    return all(np.array_equal(a.state[k], b.state[k]) for k in a.state.dtype.names)


def _recomputed_mask(eng: Engine) -> tuple[np.ndarray, int]:
    """The mask the engine computes for the pending decision of the (edited) state now."""
    out = np.zeros(eng.state.mask.shape[1], dtype=np.int8)
    n = int(fresh_mask(eng.state, eng.tba, eng.cfg, 0, out))
    return out, n


def _sample_points(config: GameConfig, seed: int, every: int) -> list[Engine]:
    """Copies of one random game every ``every`` decisions (at a random offset)."""
    rng = np.random.default_rng(seed)
    eng = Engine(config, batch=1)
    eng.reset_one(0, seed)
    points: list[Engine] = []
    k = int(rng.integers(every))
    while not eng.done[0]:
        if k % every == 0:
            points.append(eng.copy())
        legal = np.flatnonzero(eng.mask[0])
        eng.step([int(legal[rng.integers(len(legal))])])
        k += 1
    return points


# ---------------------------------------------------------------------------------------------
# the leak test
# ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(CONFIGS))
def test_hidden_information_does_not_reach_observations(name: str) -> None:
    config = CONFIGS[name]
    rng = np.random.default_rng(len(name) * 7919)
    applied: Counter[str] = Counter()
    eng = Engine(config, batch=1)  # scratch engine, loaded with each sampled state in turn
    for seed in (1, 2, 3):
        for base in _sample_points(config, 1000 * seed + len(name), every=8):
            assert violations(base) == []
            actor = int(base.actor[0])
            mask0 = base.state.mask[0].copy()
            if actor >= 0:  # recomputing the untouched state gives the engine's own mask
                again, n_again = _recomputed_mask(base)
                assert np.array_equal(again, mask0) and n_again == int(base.state.n_legal[0])
                assert np.array_equal(base.state.mask[0], mask0)
            for s in range(config.players):
                obs0 = base.observe(s)
                for perturb in HIDDEN:
                    _load(eng, base)
                    if not perturb(eng, s, rng) or _same_state(eng, base):
                        continue
                    applied[perturb.__name__] += 1
                    where = f"{perturb.__name__}, seat {s}, decision {int(base.state.ndec[0])}"
                    assert violations(eng) == [], where
                    assert np.array_equal(eng.observe(s), obs0), f"observation leaks: {where}"
                    if s == actor:
                        mask, n_legal = _recomputed_mask(eng)
                        assert np.array_equal(mask, mask0), f"mask leaks: {where}"
                        assert n_legal == int(base.state.n_legal[0]), where
    for perturb in HIDDEN:  # every kind of change was really tried
        assert applied[perturb.__name__] >= 20, (perturb.__name__, dict(applied))


# ---------------------------------------------------------------------------------------------
# sanity: the same machinery notices what s may know
# ---------------------------------------------------------------------------------------------


def _swap_own_hand_draw(eng: Engine, s: int, rng: np.random.Generator) -> bool:
    """Swap a card of s's own hand with a draw-pile card of another type."""
    g = eng.state[0]
    if g.hand_n[s] == 0:
        return False
    tb = eng.tba[0]
    i = int(rng.integers(g.hand_n[s]))
    c = int(g.hand[s, i])
    kind = (tb.card_face[c], tb.card_suit[c])
    others = [
        j for j in range(g.n_draw) if (tb.card_face[g.draw[j]], tb.card_suit[g.draw[j]]) != kind
    ]
    if not others:
        return False
    j = int(rng.choice(others))
    d = int(g.draw[j])
    g.hand[s, i], g.draw[j] = d, c
    g.zone[d], g.owner[d] = Z_HAND, s
    g.zone[c], g.owner[c] = Z_DRAW, -1
    return True


def _swap_own_identity(eng: Engine, s: int, rng: np.random.Generator) -> bool:
    g = eng.state[0]
    if g.revealed[s]:
        return False
    hidden = [p for p in _hidden_from(eng, g, s) if g.ident[p] != g.ident[s]]
    if not hidden:
        return False
    p = int(rng.choice(hidden))
    g.ident[p], g.ident[s] = int(g.ident[s]), int(g.ident[p])
    return True


def _public_hp(eng: Engine, s: int, rng: np.random.Generator) -> bool:
    g = eng.state[0]
    seats = [p for p in range(eng.players) if p != s and g.alive[p] and 1 < g.hp[p]]
    if not seats:
        return False
    g.hp[int(rng.choice(seats))] -= 1
    return True


@pytest.mark.parametrize("perturb", [_swap_own_hand_draw, _swap_own_identity, _public_hp])
def test_changes_s_may_know_do_change_its_observation(perturb: Perturb) -> None:
    config = GameConfig(players=8, mode="melee")
    rng = np.random.default_rng(3)
    changed = 0
    eng = Engine(config, batch=1)
    for base in _sample_points(config, 77, every=5):
        for s in range(config.players):
            _load(eng, base)
            if perturb(eng, s, rng):
                assert not np.array_equal(eng.observe(s), base.observe(s)), perturb.__name__
                changed += 1
    assert changed >= 20


# ---------------------------------------------------------------------------------------------
# who is asked to decide is public too (auto_forced off; docs/rulings.md "Forced decisions")
# ---------------------------------------------------------------------------------------------


def _is_cancel(eng: Engine, c: int) -> bool:
    tb = eng.tba[0]
    return int(tb.face_effect[tb.card_face[c]]) == EFFECT_CANCEL_STRATEGY


def _cancel_window_scenario(config: GameConfig) -> tuple[Engine, Engine, int] | None:
    """A state where seat s, at a play decision, can use 掌门信物 (a strategy card, so a cancel
    window opens), s holds no 看破 but another seat does; and the same state with every other
    seat's 看破 swapped with cards at the bottom of the draw pile (so the cards s is about to
    draw are the same): s cannot tell the two apart."""
    for seed in range(200):
        for base in _sample_points(config, seed, every=3):
            g = base.state[0]
            s = int(base.actor[0])
            if s < 0 or g.stk[g.sp - 1, FR_OP] != DEC_PLAY:
                continue
            if any(_is_cancel(base, int(c)) for c in g.hand[s, : g.hand_n[s]]):
                continue
            usable = [
                int(t)
                for t in np.flatnonzero(base.mask[0][: base.n_types])
                if base.catalogue.faces[int(t) // 4].id == "zhangmenxinwu"
            ]
            held = [
                (p, i)
                for p in range(config.players)
                if p != s
                for i in range(int(g.hand_n[p]))
                if _is_cancel(base, int(g.hand[p, i]))
            ]
            if not usable or not held or g.n_draw < len(held) + 10:
                continue
            other = base.copy()
            h = other.state[0]
            bottom = [j for j in range(int(h.n_draw)) if not _is_cancel(other, int(h.draw[j]))]
            if bottom[len(held) - 1] >= h.n_draw - 5:
                continue
            for (p, i), j in zip(held, bottom, strict=False):
                c, d = int(h.hand[p, i]), int(h.draw[j])
                h.hand[p, i], h.draw[j] = d, c
                h.zone[d], h.owner[d] = Z_HAND, p
                h.zone[c], h.owner[c] = Z_DRAW, -1
            assert violations(other) == violations(base) == []
            assert np.array_equal(other.observe(s), base.observe(s))
            return base, other, usable[0]
    return None


def test_who_is_asked_does_not_depend_on_hidden_hands() -> None:
    """With auto_forced off a cancel window asks every living seat, holder of 看破 or not: the
    sequence of actors and s's observations are the same whether other seats hold 看破 or not
    (everyone passes), up to s's next play decision."""
    config = GameConfig(players=8, mode="melee", auto_forced=False)
    found = _cancel_window_scenario(config)
    assert found is not None, "no scenario found"
    with_cancel, without_cancel, action = found
    s = int(with_cancel.actor[0])
    pass_action = with_cancel.offsets["pass"]
    with_cancel.step([action])
    without_cancel.step([action])
    asked = []
    for _ in range(3 * config.players):
        actor = int(with_cancel.actor[0])
        assert actor == int(without_cancel.actor[0]), f"actors differ after {asked}"
        assert np.array_equal(with_cancel.observe(s), without_cancel.observe(s))
        g = with_cancel.state[0]
        if actor == s and g.stk[g.sp - 1, FR_OP] == DEC_PLAY:
            break
        asked.append(actor)
        with_cancel.step([pass_action])
        without_cancel.step([pass_action])
    else:
        raise AssertionError(f"the window did not close: {asked}")
    alive = [p for p in range(config.players) if with_cancel.state.alive[0, p]]
    assert sorted(asked) == alive, "every living seat is asked once in the window"


# ---------------------------------------------------------------------------------------------
# heroes (issue 4): the offers and the secret picks of the draft (R-S4)
# ---------------------------------------------------------------------------------------------


def _draft_points(config: GameConfig, seed: int) -> list[Engine]:
    """Copies of a game at each decision of its draft."""
    rng = np.random.default_rng(seed)
    eng = Engine(config, batch=1)
    eng.reset_one(0, seed)
    points = []
    while not eng.done[0]:
        g = eng.state[0]
        if g.stk[g.sp - 1, FR_OP] != DEC_HERO:
            break
        points.append(eng.copy())
        legal = np.flatnonzero(eng.mask[0])
        eng.step([int(legal[rng.integers(len(legal))])])
    return points


def _swap_draft_secrets(eng: Engine, s: int, rng: np.random.Generator) -> bool:
    """Swap the offers and the (hidden) picks of two other seats whose heroes are not public."""
    g = eng.state[0]
    seats = [p for p in range(eng.players) if p != s and not g.hero_up[p]]
    if len(seats) < 2:
        return False
    p, q = (int(x) for x in rng.choice(seats, size=2, replace=False))
    g.offer[p], g.offer[q] = g.offer[q].copy(), g.offer[p].copy()
    g.hero[p], g.hero[q] = int(g.hero[q]), int(g.hero[p])
    return True


@pytest.mark.parametrize("players", [5, 10])
def test_draft_offers_and_picks_stay_secret(players: int) -> None:
    """During the draft a seat sees its own offers, the leader's public pick, and nothing of the
    other seats' offers or secret picks (nor does its mask depend on them)."""
    config = GameConfig(players=players, heroes="implemented")
    rng = np.random.default_rng(players)
    eng = Engine(config, batch=1)
    tried = 0
    for seed in range(4):
        for base in _draft_points(config, 50 + seed):
            actor = int(base.actor[0])
            mask0 = base.state.mask[0].copy()
            for s in range(players):
                obs0 = base.observe(s)
                _load(eng, base)
                if not _swap_draft_secrets(eng, s, rng) or _same_state(eng, base):
                    continue
                tried += 1
                assert violations(eng) == []
                assert np.array_equal(eng.observe(s), obs0), f"draft leaks to seat {s}"
                if s == actor:
                    mask, _ = _recomputed_mask(eng)
                    assert np.array_equal(mask, mask0)
    assert tried >= 20
    # sanity: a seat's own offers do show in its observation
    base = _draft_points(config, 50)[0]
    leader = int(base.actor[0])
    _load(eng, base)
    g = eng.state[0]
    g.offer[leader, 0], g.offer[leader, 1] = int(g.offer[leader, 1]), int(g.offer[leader, 0])
    assert not np.array_equal(eng.observe(leader), base.observe(leader))


# ---------------------------------------------------------------------------------------------
# heroes (issue 4): 黛绮丝's 金花婆婆 keeps her identity hidden after her death
# ---------------------------------------------------------------------------------------------


def _jinhuapopo_dead() -> Scenario:
    """Five players; 黛绮丝 (seat 1, a cult member) killed while no cult identity is public."""
    sc = Scenario(players=5, seed=0, identities=["leader", "cult", "righteous", "cult", "court"])
    sc.set_hero(1, "daiqisi")
    sc.hand(2, ["zhangmenxinwu"])
    sc.play_phase(2)
    sc.inject_damage(1, 4, source=2)
    assert not sc.alive(1) and not sc.state["revealed"][1]
    return sc


def test_jinhuapopo_hidden_identity_of_the_dead_does_not_leak() -> None:
    """Her identity, hidden in death, may be swapped with any identity another seat s does not
    know (keeping the game's end condition, so the state stays one the engine could be in):
    s's observation, the events and the table rendered for s stay the same. Sanity: once a
    cult member's death reveals her, the same swap shows."""
    from qxs_env.rulesets.qxs.invariants import end_condition
    from qxs_env.rulesets.qxs.text import render_table

    sc = _jinhuapopo_dead()
    base = sc.eng
    eng = Engine(base.config, batch=1)
    eng.hero_tables, eng.tba = base.hero_tables, base.tba
    tried = 0
    for s in (0, 2, 3, 4):
        obs0 = base.observe(s)
        table0 = render_table(base, 0, viewer=s)
        g0 = base.state[0]
        for q in _hidden_from(base, g0, s):
            if q == 1 or g0.ident[q] == g0.ident[1]:
                continue
            _load(eng, base)
            g = eng.state[0]
            g.ident[1], g.ident[q] = int(g.ident[q]), int(g.ident[1])
            if end_condition(g, eng.cfg):
                continue
            tried += 1
            assert violations(eng) == [], (s, q)
            assert np.array_equal(eng.observe(s), obs0), f"her identity leaks to seat {s}"
            assert render_table(eng, 0, viewer=s) == table0
    assert tried >= 4
    assert "it was cult" not in " ".join(sc.events())
    # sanity: revealed once another blue (cult) identity is
    sc.inject_damage(3, 4, source=2)
    sc.pass_while("rescue")
    assert sc.state["revealed"][1]
    _load(eng, base)
    obs1 = base.observe(0)
    g = eng.state[0]
    g.ident[1], g.ident[4] = int(g.ident[4]), int(g.ident[1])
    assert not np.array_equal(eng.observe(0), obs1)


# ---------------------------------------------------------------------------------------------
# the decision in progress is shown to its own deciding seat only (auto_forced on; issue 18)
# ---------------------------------------------------------------------------------------------


def _decision_rows(config: GameConfig, seeds: range, every: int) -> list[tuple[Engine, int]]:
    points = []
    for seed in seeds:
        for eng in _sample_points(config, seed, every=every):
            actor = int(eng.actor[0])
            if actor >= 0:
                points.append((eng, actor))
    return points


@pytest.mark.parametrize("auto_forced", [True, False])
def test_decision_slice_only_for_the_deciding_seat(auto_forced: bool) -> None:
    """With auto_forced on, a seat is asked in a cancel, rescue or answer window only when it
    holds a card it could play: a third seat shown "seat j decides in a cancel window" would
    learn that j holds 看破. So every other seat's decision slice is all zero (docs/rulings.md
    "Forced decisions"); the deciding seat sees its decision. With auto_forced off everyone is
    asked in every window, and the decision (who decides included) is public."""
    config = GameConfig(players=8, mode="melee", auto_forced=auto_forced)
    points = _decision_rows(config, range(6), every=5)
    assert len(points) > 50
    kinds = set()
    for eng, actor in points:
        sl = eng.layout.slices["decision"]
        g = eng.state[0]
        kinds.add(int(g.stk[g.sp - 1, FR_OP]))
        assert np.any(eng.observe(actor)[sl] != 0)
        for s in range(config.players):
            if s == actor:
                continue
            seen = eng.observe(s)[sl]
            assert np.any(seen != 0) != auto_forced, (s, actor)
    assert len(kinds) >= 3, "too few kinds of decision sampled"


def test_third_seat_cannot_tell_who_holds_the_cancel() -> None:
    """The reviewer's case: in a cancel window of a random game (auto_forced on, so the seat j
    asked holds 看破), no other living seat's observation shows the decision (its kind, its
    deciding seat): j's card stays hidden."""
    config = GameConfig(players=8, mode="melee")
    for seed in range(300):
        for eng in _sample_points(config, seed, every=2):
            g = eng.state[0]
            j = int(eng.actor[0])
            if j < 0 or int(g.stk[g.sp - 1, FR_OP]) != DEC_CANCEL:
                continue
            for s in range(config.players):
                if s == j or not g.alive[s]:
                    continue
                seen = eng.observe(s).copy()
                assert not np.any(seen[eng.layout.slices["decision"]]), (seed, s, j)
            return
    raise AssertionError("no cancel window found")
