"""The -1 horses 赤兔, 大宛, 紫騂 (effect ``horse_minus``), S-CARD-HORSE-MINUS: equipment; used in
its owner's play phase, it goes into the owner's -1 horse slot, the card there discarded first
(S-DIST-4, ruling S-OPEN-13). Its owner is one nearer to every other seat (S-DIST-2: the attack
modifier of ``procedures.distance_modifiers``)."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined


@njit_inlined
def usable(g, tb, cfg, p):
    return True  # equipped on its user (decisions.py, procedures.use_effect: card_steps.equip_self)
