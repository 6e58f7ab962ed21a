"""群侠杀's card effects, one module per effect id: the code its faces run.

A face of ``configs/cards.yaml`` names its effect id (``effect: {id: ...}``); the id's module here
holds that effect's steps, called by the card dispatchers (``dispatch.py``; one line
each, by effect code). The hooks a module may define, by where the engine calls them:

- ``use(g, tb, cfg, i, p, c, f)``: a card used in the play phase that starts on its own (no
  ordinary target prompt), at stage 0 of its OP_USE frame ``i``;
- ``resolve(g, tb, cfg, i, p, t, c, f)``: a strategy or poison that was not cancelled acts on its
  target ``t``; True when it is done (the engine then ends the card), False when it pushed a
  decision or procedure and set its own stage;
- ``step(g, tb, cfg, i, p, c, f, st)``: its own stages ``st`` of the OP_USE frame;
- ``second_target(...)``: a move that may take a second target (天山六阳掌);
- in an OP_ATTACK frame of a move: ``before_damage`` / ``replace_damage`` (before the damage is
  dealt), ``after_damage`` / ``after_damage_answer`` (damage dealt; the answer to what it
  asked), ``uncountered`` (the defence did not counter the move), ``attack_step`` (its own
  stages); an internal art's ``internal_after_damage``.

``c`` is the card, ``f`` its face, ``p`` the user, ``g`` the game, ``tb`` the tables, ``cfg``
the configuration row. See docs/engine.md, "Add a card".
"""
