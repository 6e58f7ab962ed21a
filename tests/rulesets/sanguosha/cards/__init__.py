"""三国杀's card scenario tests, one file per card: ``test_<face id>.py`` mirrors
``qxs_env/rulesets/sanguosha/cards/<face id>.py``."""
