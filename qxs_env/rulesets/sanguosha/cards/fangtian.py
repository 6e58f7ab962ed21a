"""方天畫戟 (sky halberd), S-CARD-FANGTIAN, ruling S-OPEN-32: a weapon, range 4 (equipped like
any equipment, ``card_steps.equip_self``). When the 殺 its owner uses is its last hand card (the
hand is empty once the 殺 has left it), the 殺 may have up to three targets in all, each within
attack range: after the first target, the owner may name up to two more (``DEC_MORE_TARGETS``:
a seat or pass, ruling S-OPEN-28), each added to the use record (the framework's ``add_target``)
and resolved in turn order from the user (S-USE-1), each answering on its own; it is one use of
殺 (ruling S-OPEN-20)."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined

EXTRA_TARGETS = 2  # up to three targets in all


@njit_inlined
def usable(g, tb, cfg, p):
    return True  # equipped on its user (decisions.py, procedures.use_effect: card_steps.equip_self)


@njit_inlined
def extra_targets(g, tb, cfg, p, c):
    """Two more seats when the 殺 was the owner's last hand card, else none."""
    return EXTRA_TARGETS if g.hand_n[p] == 0 else 0
