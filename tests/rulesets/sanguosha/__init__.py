"""Tests of the 三国杀 rule set (qxs_env.rulesets.sanguosha): today its content and rulings."""
