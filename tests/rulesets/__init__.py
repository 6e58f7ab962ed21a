"""Tests of the rule sets (qxs_env.rulesets), laid out like the package."""
