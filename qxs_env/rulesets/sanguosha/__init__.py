"""三国杀 (Sanguosha) standard identity mode, the second game of the family (issue 36), on the
engine's framework, registered as ``sanguosha`` (alias ``sgs``; env id ``sanguosha_v0``).

What is implemented (docs/sanguosha/status.md lists it with the rule ids): the identities and
their tables (two renegades as an option), the game without heroes (S-SETUP-5), the turn, 殺,
閃, 桃 and the instant tricks 決鬥, 過河拆橋, 順手牽羊, 萬箭齊發, 南蠻入侵, 無中生有, 五穀豐登,
桃園結義 and 無懈可擊, equipping with 諸葛連弩, 八卦陣, 仁王盾 and the horses, dying and rescue,
death with its rewards and penalties, and the end of the game. Not yet: the other weapons, the
delayed tricks, 借刀殺人, the heroes and their skills, the draft.

- :mod:`.content`: the content files (``configs/sanguosha/``) loaded and validated;
- :mod:`.layout`: the integer codes; :mod:`.tables`: the records, decks and action layout;
- :mod:`.moves`, :mod:`.death`: card moves, healing, drawing; death and the end;
- :mod:`.cards`: one module per card; :mod:`.procedures`, :mod:`.decisions`: the hooks of the
  framework procedures and of the driver; :mod:`.framework`: the bound copies;
- :mod:`.rules`: the deal and taking an action; :mod:`.observation`; :mod:`.batch`;
- :mod:`.engine`: the config class and the batch engine; :mod:`.ruleset`: the words and the
  registry descriptor.

Importing this package loads only the content loader; the engine is imported on first use
(``registry.get("sanguosha")``).
"""
