"""三国杀's card dispatchers are generated (``python -m qxs_env.rulesets.sanguosha.dispatch_gen``)
from one module per card effect, and the checked-in file is current."""

from __future__ import annotations

from qxs_env.engine.dispatch_gen import hooks_of, is_current, modules
from qxs_env.rulesets.sanguosha import dispatch_gen as gen
from qxs_env.rulesets.sanguosha import layout as L
from qxs_env.rulesets.sanguosha.tables import DECKS, card_set


def test_dispatch_file_is_current() -> None:
    assert is_current(gen.CARDS), "run python -m qxs_env.rulesets.sanguosha.dispatch_gen"


def test_every_card_module_is_an_effect_with_a_play_rule_and_every_dealt_face_has_one() -> None:
    ids = modules(gen.CARDS)
    for mid in ids:
        code = getattr(L, f"EFFECT_{mid.upper()}")
        assert L.EFFECT_IDS[code] == mid
        assert "usable" in hooks_of(gen.CARDS, gen.CARDS.directory / f"{mid}.py"), mid
    effects = {f.id: f.effect for f in card_set().faces}
    assert {effects[f] for deck in DECKS.values() for f in deck} == set(ids)
