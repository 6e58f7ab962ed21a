"""The error every ruleset's content loader raises for an invalid file: one class for all games,
so that a caller (the CLI, a designer's script) catches one type whatever the game."""

from __future__ import annotations


class ContentError(ValueError):
    """A content file is invalid. The message reads ``<file>: <entry>: <problem>``.

    The parts are also available as attributes ``file``, ``entry`` (may be empty) and ``problem``.
    """

    def __init__(self, file: str, entry: str, problem: str) -> None:
        self.file = file
        self.entry = entry
        self.problem = problem
        where = f"{file}: {entry}" if entry else file
        super().__init__(f"{where}: {problem}")
