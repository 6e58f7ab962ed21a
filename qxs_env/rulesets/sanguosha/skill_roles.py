"""The heuristic's policy roles of 三国杀's hero skills (``SR_*``), defined by the ruleset.

A role says how a rule-based player treats a skill: which of its decisions to take and what it
is worth. A skill's role sits next to the skill, as the constant ``HEURISTIC_ROLE`` at the end of
its module ``qxs_env/rulesets/sanguosha/skills/<skill id>.py`` (a module without one:
:data:`SR_NONE`); the heuristic (``agents.sanguosha_heuristic.skills``) reads that constant from
every skill module, so a new skill gets its play by declaring a role in its own module, and the
policy code per role lives in the agent. Several skills share a role. The codes are stable
integers; a new role is appended with the next free number.
"""

from __future__ import annotations

SR_NONE = 0
"""Locked or passive: no decision of its own (its effect is the rules'); asked anyway, yes."""
SR_ACCEPT = 1
"""A triggered skill that only helps its owner (奸雄, 洛神, 天妒, 遺計): yes when asked."""
SR_VS_SOURCE = 2
"""A triggered skill that hurts the decision's other seat (反饋, 剛烈): yes unless that seat is
a friend; a card taken from it as from an enemy."""
SR_LORD_ASK = 3
"""A lord skill that asks the lord's kingdom for a card (護駕, 激將): the lord asks; a seat asked
gives the card only when the lord is its friend."""
SR_CONVERT = 4
"""A button that uses a hand card as another face (武聖, 龍膽, 奇襲, 國色): used when that face
is worth using and the card is worth less kept."""
SR_TAKE_ENEMIES = 5
"""Takes cards from chosen seats instead of drawing (突襲): enemies with hand cards."""
SR_BARE = 6
"""Draws less to hit harder this turn (裸衣): when holding a 殺 or 決鬥 with an enemy in reach."""
SR_GIVE = 7
"""Gives hand cards to other seats (仁德): spare cards to friends."""
SR_HP_FOR_CARDS = 8
"""Loses HP to draw (苦肉): while HP is comfortable."""
SR_SWAP = 9
"""Discards cards to draw as many (制衡): the spare ones."""
SR_HEAL_OTHER = 10
"""Heals a chosen seat for a card (青囊, 結姻): the most hurt friend (itself for 青囊)."""
SR_HURT_ENEMY = 11
"""An active skill that hurts a chosen seat (反間): the worst enemy."""
SR_DUEL_TWO = 12
"""Makes two chosen seats duel (離間): enemies, the one with fewer 殺 expected first."""
SR_REDIRECT = 13
"""Turns a 殺 aimed at its owner onto another seat (流離): an enemy, for a spare card."""
SR_JUDGE_SWAP = 14
"""Replaces a judgement card with a hand card (鬼才): not used (the heuristic does not read
judgements)."""
SR_ARRANGE = 15
"""Looks at the top cards and arranges them (觀星): the cards worth keeping on top."""
