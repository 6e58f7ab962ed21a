"""The +1 horses 絕影, 的盧, 爪黃飛電 (effect ``horse_plus``), S-CARD-HORSE-PLUS: equipment; used in
its owner's play phase, it goes into the owner's +1 horse slot, the card there discarded first
(S-DIST-4, ruling S-OPEN-13). Every other seat is one further from its owner (S-DIST-2: the
defence modifier of ``procedures.distance_modifiers``; for every distance, ruling S-OPEN-12)."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined


@njit_inlined
def usable(g, tb, cfg, p):
    return True  # equipped on its user (decisions.py, procedures.use_effect: card_steps.equip_self)
