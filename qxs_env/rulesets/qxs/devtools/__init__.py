"""群侠杀's developer tools, plain Python about this game's content, never compiled: its axes of
the fuzz sweep (:mod:`~qxs_env.rulesets.qxs.devtools.fuzz_axes`, the descriptor's
``fuzz_axes``) and the coverage of card effects and skills by uncompiled play
(:mod:`~qxs_env.rulesets.qxs.devtools.effect_coverage`,
:mod:`~qxs_env.rulesets.qxs.devtools.coverage_sources`). The compiled loop of the fuzz is
:mod:`qxs_env.rulesets.qxs.fuzz_slice`; the generic tools are :mod:`qxs_env.devtools`.

No compiled code may live here: the numba cache's stamps leave a ruleset's ``devtools/`` out
(:func:`qxs_env.engine.jit._sources`), so that editing a tool recompiles nothing."""
