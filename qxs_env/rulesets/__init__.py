"""Rulesets: each game of the family (群侠杀 today) as content on the engine."""
