"""群侠杀 (Qunxiasha) as a ruleset on the engine: its hero skills (``skills/``)."""
