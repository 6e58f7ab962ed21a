"""The generated card dispatchers (qxs_env/rulesets/qxs/cards/dispatch.py, issue 21): checked in
current, and one new card module is one new dispatch line."""

from __future__ import annotations

import ast
from pathlib import Path

from qxs_env.rulesets.qxs import dispatch_gen as gen
from qxs_env.rulesets.qxs.content.effects import EFFECT_IDS


def test_dispatch_file_is_current() -> None:
    """Regenerating dispatch.py from the card modules changes no code (run
    ``python -m qxs_env.rulesets.qxs.dispatch_gen`` after adding a hook)."""
    assert gen.is_current(gen.CARDS), "run python -m qxs_env.rulesets.qxs.dispatch_gen"


def test_every_card_module_is_an_effect_with_hooks() -> None:
    """Every module of cards/ is named after a registered effect id and defines a hook or a
    function the engine calls by name."""
    for eid in gen.modules(gen.CARDS):
        assert eid in EFFECT_IDS, f"cards/{eid}.py is not named after an effect id"
        tree = ast.parse((gen.CARDS.directory / f"{eid}.py").read_text(encoding="utf-8"))
        assert any(isinstance(n, ast.FunctionDef) for n in tree.body), eid


def test_a_new_module_gets_its_dispatch_lines(tmp_path: Path) -> None:
    """Adding a card = a module with its hooks: the generator adds one dispatch line per hook
    it defines, and none for hooks it lacks."""
    (tmp_path / "__init__.py").write_text('"""cards"""\n')
    (tmp_path / "heal.py").write_text(
        "def use(g, tb, cfg, i, p, c, f):\n    pass\n", encoding="utf-8"
    )
    (tmp_path / "made_up_effect.py").write_text(
        "def resolve(g, tb, cfg, i, p, t, c, f):\n    return True\n\n"
        "def after_damage(g, tb, cfg, i, p, t, c, f):\n    pass\n\n"
        "def helper(g):\n    pass\n",
        encoding="utf-8",
    )
    text = gen.generate(gen.CARDS.at(tmp_path))
    tree = ast.parse(text)
    fns = {n.name: ast.unparse(n) for n in tree.body if isinstance(n, ast.FunctionDef)}
    assert set(fns) == {h.dispatcher for h in gen.CARDS.hooks}
    assert "made_up_effect_card.resolve(g, tb, cfg, i, p, t, c, f)" in fns["card_resolve"]
    assert "made_up_effect_card.after_damage(" in fns["card_after_damage"]
    assert "heal_card.use(" in fns["card_use"]
    assert "made_up_effect" not in fns["card_use"] and "heal" not in fns["card_resolve"]
    assert "helper" not in text
    assert "EFFECT_MADE_UP_EFFECT" in text  # the id must be registered in content/effects.py
