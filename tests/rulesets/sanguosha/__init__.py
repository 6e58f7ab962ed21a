"""Tests of the 三国杀 rule set (qxs_env.rulesets.sanguosha): its content and rulings, and
scenario tests of its rules (``table.Table``), one file per card under ``cards/``."""
