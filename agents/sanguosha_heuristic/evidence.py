"""Allegiance evidence from the observation's public history of acts (``O_ACTS``, read into
``TableView.acts``; :mod:`qxs_env.rulesets.sanguosha.acts` counts them): who aimed, hurt,
saved, protected, gave to and stood in for whom, the same for every seat.

The evidence is two matrices over the observer's relative seats, ``[i, j]`` from ``i`` to
``j``, handed to the framework's allegiance scores (:mod:`.beliefs`): an act against a seat
the observer believes loyal (the lord above all) makes its author look a rebel, an act for it
makes it look loyal, and the reverse for seats believed rebels.

* hostile: each harmful card or skill aimed (``ACT_AIMED``: 殺, 決鬥, 過河拆橋, 順手牽羊,
  借刀殺人, 樂不思蜀, 閃電, 突襲) counts :data:`W_AIMED`; each HP of damage dealt
  (``ACT_DAMAGE``) counts :data:`W_DAMAGE` more (a mass trick's damage included, so it is
  weighted low: a 南蠻入侵 hurts friends too);
* helped: a 桃 on the dying (``ACT_RESCUE``) :data:`W_RESCUE`, a 無懈可擊 protecting
  (``ACT_PROTECT``) :data:`W_PROTECT`, a card or HP given by a skill (``ACT_GIVE``: 仁德,
  遺計, 青囊, 結姻) :data:`W_GIVE`, a card played for the lord's 護駕 / 激將
  (``ACT_STAND_IN``: the kingdom showing itself loyal) :data:`W_STAND_IN`.

Before the public history (issue 36) the policy kept per-observer guesses from HP changes
between its own decisions; the history replaces them (exact, and seen by every seat).
"""

from __future__ import annotations

import numpy as np

from qxs_env.rulesets.sanguosha import layout as L

from .view import TableView

W_AIMED = 1.0
W_DAMAGE = 0.3
W_RESCUE = 2.0
W_PROTECT = 1.0
W_GIVE = 0.7
W_STAND_IN = 2.0


def public_evidence(v: TableView) -> tuple[np.ndarray, np.ndarray]:
    """``(hostile, helped)``: the weighted acts between the seats of ``v`` (module
    docstring), in the observer's relative seats."""
    a = v.acts
    if a.shape[0] != v.n:
        z = np.zeros((v.n, v.n))
        return z, z.copy()
    hostile = W_AIMED * a[:, :, L.ACT_AIMED] + W_DAMAGE * a[:, :, L.ACT_DAMAGE]
    helped = (
        W_RESCUE * a[:, :, L.ACT_RESCUE]
        + W_PROTECT * a[:, :, L.ACT_PROTECT]
        + W_GIVE * a[:, :, L.ACT_GIVE]
        + W_STAND_IN * a[:, :, L.ACT_STAND_IN]
    )
    return hostile.astype(np.float64), helped.astype(np.float64)
