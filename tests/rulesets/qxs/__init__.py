"""Tests of the 群侠杀 rule set (qxs_env.rulesets.qxs): heroes, draft and skills."""
