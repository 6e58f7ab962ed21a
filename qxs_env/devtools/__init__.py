"""Tools for the people changing a game, for any registered game: the random-play fuzz and its
sweeps (:mod:`qxs_env.devtools.fuzz`, :mod:`qxs_env.devtools.fuzz_sweep`; the game's compiled
loop and its own sweep axes come from its descriptor's ``fuzz_slice`` and ``fuzz_axes``) and
the cold-compile benchmark (:mod:`qxs_env.devtools.compile_bench`). What is about one game's
content by nature lives in its ruleset (群侠杀's coverage of card effects and skills:
:mod:`qxs_env.rulesets.qxs.devtools.effect_coverage`)."""
