"""群侠杀's hero skills, one module per skill: its trigger points, its effect and its steps.

Each module holds its trigger points (``TRIGGERS``) and the hooks the engine's generated skill
dispatchers (``dispatch.py``, written by ``python -m qxs_env.rulesets.qxs.dispatch_gen``) call
for that skill, each with the same arguments in every module: ``step`` (its resolution inside
an OP_SKILL frame), ``can_fire`` (whether an optional trigger is worth asking about),
``active_ok`` (whether an active skill may be used) and ``locked`` (a locked skill's effect).
See docs/engine.md, "Adding a skill".
"""
