"""諸葛連弩 (crossbow), S-CARD-ZHUGE: equipment (a weapon, range 1); used in its owner's play phase,
it goes into the owner's weapon slot, the card there discarded first (S-DIST-4, ruling
S-OPEN-13). Its owner may use any number of 殺 in its play phase (``sha.limit_lifted``)."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined


@njit_inlined
def usable(g, tb, cfg, p):
    return True  # equipped on its user (decisions.py, procedures.use_effect: card_steps.equip_self)
