"""三国杀's cards, one module per card (its rules in the play phase, its targets and its effect),
each citing the rule ids of ``docs/sanguosha/rules.md``; :mod:`.dispatch` calls them by face.

A card module defines what of these its card needs (every function ``@njit_inlined``):

- ``usable(g, tb, cfg, p)``: may seat ``p`` use the card in its play phase now (it has a
  legal target)?
- ``valid_target(g, tb, cfg, p, c, t)``: for a card aimed at a seat the user chooses
  (``DEC_TARGET``);
- ``add_targets(g, tb, cfg, u, p)``: for a card whose targets are fixed (itself, every other
  seat, every seat), added to use record ``u`` in the order the effect resolves;
- ``effect(g, tb, cfg, i, u, k)``: the effect on target ``k`` of use ``u`` (it acts at once or
  pushes ``OP_EFFECT``); ``step(g, tb, cfg, i, st)``: the stages of that ``OP_EFFECT`` frame.
"""
