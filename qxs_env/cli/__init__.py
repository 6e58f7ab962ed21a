"""The ``qxs`` command line (:mod:`qxs_env.cli.main`) and its subcommands: ``bench``
(:mod:`qxs_env.cli.bench`), ``fuzz`` (:mod:`qxs_env.cli.fuzz`), ``audit``
(:mod:`qxs_env.cli.audit`), ``play`` (:mod:`qxs_env.cli.play`); ``train`` and ``eval`` are
:mod:`qxs_env.cli.train`'."""
