"""三国杀's cards, one module per card effect (named after its effect id in
``configs/sanguosha/cards.yaml``: a face's own id, ``horse_plus`` and ``horse_minus`` for the
three horses of each kind): its rules in the play phase, its targets and its effect, each
citing the rule ids of ``docs/sanguosha/rules.md``. The engine calls them through the generated
dispatchers of :mod:`.dispatch` (``python -m qxs_env.rulesets.sanguosha.dispatch_gen``, whose
``CARD_HOOKS`` list the hooks); steps several cards share are :mod:`..card_steps`.

A card module defines what of these its card needs (every function ``@njit_inlined``):

- ``usable(g, tb, cfg, p)``: may seat ``p`` use the card in its play phase now (it has a
  legal target)?
- ``aimed(e)`` (True) and ``valid_target(g, tb, cfg, p, c, t)``: for a card aimed at a seat
  the user chooses (``DEC_TARGET``);
- ``add_targets(g, tb, cfg, u, p)``: for a card whose targets are fixed (itself, every other
  seat, every seat), added to use record ``u`` in the order the effect resolves;
- ``effect(g, tb, cfg, i, u, k)``: the effect on target ``k`` of use ``u`` (it acts at once or
  pushes ``OP_EFFECT``); ``step(g, tb, cfg, i, st)``: the stages of that ``OP_EFFECT`` frame;
- ``picked(g, tb, cfg, p, t, c)``: a card ``c`` of seat ``t`` picked for it (``DEC_PICK``);
- ``sub_aimed(e)`` (True) and ``valid_sub_target(g, tb, cfg, p, c, t, v)``: for a card that
  names a sub-target ``v`` for its target ``t`` (借刀殺人's victim, ``DEC_VICTIM``);
- ``judged(g, tb, cfg, i, p, c, r)`` and ``judge_cancelled(g, tb, cfg, p, c)``: a delayed trick
  ``c`` of seat ``p``'s judgement area judged with card ``r``, or cancelled before its judgement
  (:mod:`..judge_phase`).
"""
