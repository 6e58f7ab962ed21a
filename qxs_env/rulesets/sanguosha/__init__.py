"""三国杀 (Sanguosha) standard identity mode, the second game of the family (issue 36).

This package will become the ruleset for 三国杀 on the engine's framework, as
``qxs_env.rulesets.qxs`` is for 群侠杀: its rules, one module per card effect and per hero skill,
its identities and its registry entry. **The rules are not implemented yet**, and the game is not
registered in :mod:`qxs_env.rulesets.registry`.

What exists today is the game's content and its validation:

- the specification, ``docs/sanguosha/rules.md`` (rule ids ``S-…``), and the rulings on its
  OPEN points, ``docs/sanguosha/rulings.md``;
- the content files in ``configs/sanguosha/``: ``cards.yaml`` (the 104 game cards),
  ``heroes.yaml`` (the 25 heroes and their skills) and ``identities.yaml`` (identity tables for
  4–10 players, with the two-renegade option);
- :mod:`qxs_env.rulesets.sanguosha.content`, which loads those files into frozen dataclasses
  and rejects a bad file with an error naming the file, the entry and the problem.
"""
