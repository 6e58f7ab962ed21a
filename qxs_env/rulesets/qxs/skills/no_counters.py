"""Hero skill ``no_counters`` (``SKILL_NO_COUNTERS``).

Printed as:

- 百花错拳 (陈家洛, ``chenjialuo``; locked): No counter bonus applies in clashes you take part
  in, for either side.

The rule: in a clash (R-M4) where the attacker or the defender holds the skill, neither move
gets the counter bonus (the colour cycle or a counters-X move or skill). Holding the skill is
the whole condition, so its code is the predicate ``skill_numbers.expa_no_counters`` (either
side holds it), which the clash arithmetic (``clash.clash_power``) asks before adding a
counter bonus; there is no arithmetic of its own to keep here.
"""

from __future__ import annotations
