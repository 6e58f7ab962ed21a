"""Card-effect scenario tests, one file per effect: ``test_<effect id>.py`` mirrors
``qxs_env/rulesets/qxs/cards/<effect id>.py`` (effect ids:
``qxs_env.rulesets.qxs.content.effects.EFFECT_IDS``;
which face uses which effect: the ``effect: {id: ...}`` of each face in configs/cards.yaml).
A file holds the tests of every face that uses its effect (e.g. test_counter_colour.py for
奔雷掌, 降龙十八掌, 金蛇剑法 ...; test_delayed_skip_phase.py for 悲酥清风 and 三尸脑神丹).
Shared set-up and helpers: ``helpers.py`` here (the five-player table, ``attacker_scenario``,
``attack``, ``clash`` ...).

Each test plays a card of its effect on a table set up with
``qxs_env.rulesets.qxs.scenario.Scenario`` and
asserts what the face says happens (its docstring cites the RULES.md R-id or the ruling), so it
fails without the effect's code. Faces whose effect is ``none`` (the generic moves, the
lightness arts) have no engine code of their own and no file here: their printed numbers are
tested by the rule they follow (tests/test_rules_combat.py: range, distance, the clash).

Generic rules stay in files named after the rule: tests/test_rules.py (set-up, the turn),
tests/test_rules_combat.py (combat, distance, equipment slots), tests/test_rules_death.py
(dying, death, the end), tests/test_decks.py (the decks), tests/test_specials_module.py (the
special cards' module). tests/test_coverage_cards.py checks the layout: every file here is named
after an effect id, and every effect used by a face of the standard or basic deck or a special
card has its file, with a test that plays a card of it.

Adding a card effect: its entry in configs/cards.yaml, its module
qxs_env/rulesets/qxs/cards/<effect id>.py, and ``test_<effect id>.py`` here.
"""
