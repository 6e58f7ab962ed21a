"""三国杀's generated reference docs: ``docs/sanguosha/cards.md`` (:mod:`.cards_doc`) and
``docs/sanguosha/heroes.md`` (:mod:`.heroes_doc`), written from ``configs/sanguosha/`` (the
content loaders of :mod:`qxs_env.rulesets.sanguosha.content`) and from which rule modules exist
(:mod:`.status`). ``tests/rulesets/sanguosha/test_reference_docs.py`` checks that the committed
files equal what the generators write."""
