"""The agents' framework: the parts of the reference heuristic that serve any ruleset of the
family (群侠杀 today, 三国杀's lord / loyalist / rebel / renegade later) unchanged.

A module belongs here when it would serve another ruleset's heuristic as it is: it works on
seats, identity indices and arrays handed to it, and every number that depends on a ruleset's
identities (fixed allegiance scores, leans, the value of hurting each identity) is passed in by
the ruleset's heuristic, never written here. It imports nothing of ``qxs_env.rulesets``, of the
card and skill registries or of :mod:`agents.heuristic`, and names no card, skill or identity
(``tests/test_agents_framework_names.py`` checks it). 群侠杀's card play, its observation layout
and its identities' numbers are :mod:`agents.heuristic` (docs/agents.md, "Where the code is").

* :mod:`agents.framework.belief`: allegiance scores from hostile and helpful acts, identity
  probabilities from the identity table, the expected value of hurting each seat;
* :mod:`agents.framework.enmity`: arithmetic per seat over the identity probabilities (expected
  living seats of an identity, side strengths, the enmity from a per-identity utility table,
  the enemies of a protected partner);
* :mod:`agents.framework.seats`: seat geometry (the distance between two seats round the table,
  distance modifiers recovered from the distances the observer is shown);
* :mod:`agents.framework.rng`: the policy's own generator (ties broken at random, the random
  legal fallback);
* :mod:`agents.framework.observation`: an observation row read as float64, compiled or not,
  and scaled counts decoded to exact integers;
* :mod:`agents.framework.roles`: the policy roles a ruleset's skill modules declare next to
  their rules (``HEURISTIC_ROLE``), collected by id.

Everything compiled here uses :func:`agents.framework.jit.njit_cached`, whose cache is keyed by a
digest
of these files and of :mod:`agents.heuristic` (:func:`agents.framework.jit.sources`).
"""
