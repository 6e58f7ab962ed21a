"""群侠杀's hero skills, one module per skill: its effect, its rule queries and its steps.

Each module holds the functions the engine's skill dispatchers (``qxs_env.engine.core``) call
for that skill: ``step`` (its resolution inside an OP_SKILL frame), ``can_fire`` (whether an
optional trigger is worth asking about), ``active_ok`` (whether an active skill may be used).
See docs/engine.md, "Add a skill".
"""
