"""The command line shared by the generated reference docs (docs/cards.md, docs/heroes.md): the
rulesets' :func:`qxs_env.rulesets.docgen.doc_main`, under the name 群侠杀's generators import."""

from __future__ import annotations

from qxs_env.rulesets.docgen import doc_main

__all__ = ["doc_main"]
