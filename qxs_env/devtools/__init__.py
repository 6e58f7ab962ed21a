"""Tools for the people changing the engine: the random-play fuzz and its sweeps
(:mod:`qxs_env.devtools.fuzz`, :mod:`qxs_env.devtools.fuzz_sweep`), the coverage of card effects
and skills by uncompiled play (:mod:`qxs_env.devtools.effect_coverage`,
:mod:`qxs_env.devtools.coverage_sources`) and the cold-compile benchmark
(:mod:`qxs_env.devtools.compile_bench`)."""
