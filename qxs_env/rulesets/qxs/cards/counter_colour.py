"""Card effect ``counter_colour`` (``EFFECT_COUNTER_COLOUR``).

Printed on the "counters X" moves: 大力金刚掌 (``dalijingangzhang``), 少林般若掌
(``shaolinbanruozhang``), 少林龙抓手 (``shaolinlongzhuashou``), 天山折梅手
(``tianshanzhemeishou``), 鹰抓手 (``yingzhuashou``), 奔雷掌 (``benleizhang``), 降龙十八掌
(``xianglongshibazhang``), 金蛇剑法 (``jinshejianfa``), 狂风刀法 (``kuangfengdaofa``), 辟邪剑法
(``pixiejianfa``), 太极剑 (``taijijian``): When attacking it also counters moves of one colour
(red, yellow, blue or white, by the face).

Its code, called by the clash arithmetic (``clash.counters``) for an attacking move:

- :func:`counters_colour`: does the move counter a move of a given colour.
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)


@njit_inlined
def counters_colour(tb, f, oc):
    """A "counters X" move (face f) counters a move of colour ``oc`` when that is the face's
    colour (param 0), besides the colour cycle (R-M4)."""
    return tb.face_param[f, 0] == oc
