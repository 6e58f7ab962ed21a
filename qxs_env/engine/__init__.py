"""The framework every ruleset builds on: the batch state, the decision stack, cards and zones,
the compiled-function cache (see docs/engine.md); it names no card, skill or identity. The rules
of 群侠杀 are the ruleset ``qxs_env.rulesets.qxs``."""
