"""Hero skill ``immune_internal_skills`` (``SKILL_IMMUNE_INTERNAL_SKILLS``).

Printed as:

- 绣花针 (东方不败, ``dongfangbubai``; locked): Other characters' internal-art skills cannot be
  aimed at you.

The rule: the skills of an internal art (R-E2) that another character wears cannot take the
holder as their target, and do nothing to him (his own internal art works as usual).
``legality.internal_shielded`` (asked where an internal art's skill chooses or acts on its
target: ``legality.py``, ``combat.py``) holds for a hero holding the skill when
:func:`shields` says so.

Its own code here:

- :func:`shields`: does the skill shield t from the internal art of a?
"""

from __future__ import annotations

from qxs_env.engine.jit import (
    njit_inlined,
)


@njit_inlined
def shields(a, t):
    """绣花针: only other characters' internal arts (a is not t)."""
    return t != a
