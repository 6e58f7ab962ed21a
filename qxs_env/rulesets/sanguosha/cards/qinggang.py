"""青鋼劍 (blue steel sword), S-CARD-QINGGANG: a weapon, range 2 (equipped like any equipment,
``card_steps.equip_self``). Its owner's 殺 ignores the target's armour: 八卦陣 is not offered
against it (``procedures.request_alternative``) and 仁王盾 does not stop it
(``procedures.use_moment``), through ``sha.armour_ignored``. A power that changes a rule, so it
always applies (ruling S-OPEN-28); it asks nothing."""

from __future__ import annotations

from qxs_env.engine.jit import njit_inlined


@njit_inlined
def usable(g, tb, cfg, p):
    return True  # equipped on its user (decisions.py, procedures.use_effect: card_steps.equip_self)


@njit_inlined
def ignores_armour(e):
    """Its owner's 殺 ignores the target's armour."""
    return True
