"""``qxs audit --game sanguosha``: how the agents play 三国杀, counted against the true
identities (docs/sanguosha/agents.md, "Audit").

Written beside 群侠杀's :mod:`agents.audit` rather than inside it: that one's counters read
群侠杀's events, faces and sides, and its game loop drives 群侠杀's engine entry points
(``step_unchecked``, ``observe_batch``), which 三国杀's engine does not have. What both
share is the contract the command line calls (``audit(configs, games, spec, seed, num_envs,
progress)`` returning results with ``report()``, ``text()``, ``write_json(path)`` and
``interrupted``) and the lab's agents spec and seeding (:mod:`qxs_env.lab.simulate`).

* :mod:`.counters`: the metrics (:class:`~.counters.SanguoshaAuditor`);
* :mod:`.run`: the games (:func:`~.run.audit`) and their report.
"""

from __future__ import annotations

from .run import AuditResults, audit, audit_config

__all__ = ["AuditResults", "audit", "audit_config"]
