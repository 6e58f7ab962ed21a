"""Hero-skill scenario tests, one file per skill: ``test_<skill id>.py`` mirrors
``qxs_env/rulesets/qxs/skills/<skill id>.py`` (skill ids: qxs_env/rulesets/qxs/content/skills.py;
which hero
has which skill: configs/heroes.yaml). Shared helpers: tests/rulesets/qxs/helpers.py.

Each test names the hero and the skill and would fail without the skill's code (its docstring
or an assertion says what the game would do instead). Heroes whose other skills do not matter are
placed with ``set_hero(..., partial=True)``.
"""
