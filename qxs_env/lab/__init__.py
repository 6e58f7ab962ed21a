"""The designer's lab: many games of any registered game played with chosen agents, and what
they say. Everything a game adds (its identities, its heroes, its named agents, its config's
columns) comes from its descriptor in :mod:`qxs_env.rulesets.registry`.

- :mod:`qxs_env.lab.simulate`: ``qxs simulate``'s runs (configurations, workers, Ray);
- :mod:`qxs_env.lab.agents`: the agents a run names (``--agents``);
- :mod:`qxs_env.lab.stats`, :mod:`qxs_env.lab.results`: win rates with intervals, per identity,
  seat, hero and player count;
- :mod:`qxs_env.lab.report_text`, :mod:`qxs_env.lab.plots`, :mod:`qxs_env.lab.outputs`: tables,
  charts and files;
- :mod:`qxs_env.lab.ray_backend`: the same runs on a Ray cluster;
- :mod:`qxs_env.lab.versions`: the code and package versions a report records;
- :mod:`qxs_env.lab.mixed`: games with a policy per seat chosen per game after the deal;
- :mod:`qxs_env.lab.beliefs` (``qxs beliefs``): agents' identity beliefs scored against the
  truth; :mod:`qxs_env.lab.ladder` (``qxs ladder``): openskill ratings from mixed tables.
"""
