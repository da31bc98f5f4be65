"""Problems found in a game's files, collected and reported all at once.

A `Problem` names the file (relative to the turn directory), the key path inside it and
what was found against what was expected. The engine fills in the line from the key path
and the breadcrumb from the ruleset's nouns, so rulesets only say *where* and *what*.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace


@dataclass(frozen=True)
class Problem:
    file: str
    path: tuple = ()
    message: str = ""
    crumbs: tuple[str, ...] = ()
    line: int | None = None
    column: int | None = None
    severity: str = "error"  # "error" | "warning" | "note" (the count of problems not listed)
    omitted: int = 0  # a note: how many errors it stands for

    def located(self, line: int | None, crumbs: tuple[str, ...]) -> "Problem":
        return replace(self, line=self.line or line, crumbs=self.crumbs or crumbs)

    @property
    def json_path(self) -> str:
        out = "$"
        for part in self.path:
            if isinstance(part, int):
                out += f"[{part}]"
            elif str(part).isidentifier():
                out += f".{part}"
            else:
                out += f"[{str(part)!r}]"
        return out

    def format(self) -> str:
        where = self.file
        if self.line:
            where += f":{self.line}"
            if self.column:
                where += f":{self.column}"
        prefix = "warning: " if self.severity == "warning" else ""
        crumb = ("At " + " > ".join(self.crumbs) + ": ") if self.crumbs else ""
        if self.severity == "note":
            return f"... {self.message}"
        return f"{where}: {prefix}{crumb}{self.message}"

    def to_json(self) -> dict:
        return {
            "file": self.file,
            "line": self.line,
            "column": self.column,
            "path": self.json_path,
            "at": " > ".join(self.crumbs),
            "message": self.message,
            "severity": self.severity,
        }


class GameDataError(Exception):
    """Invalid game data: every problem found, in file order."""

    def __init__(self, problems: list[Problem]):
        self.problems = [p for p in problems if p.severity == "error"]
        self.warnings = [p for p in problems if p.severity != "error"]
        self.count = len(self.problems) + sum(p.omitted for p in self.warnings)  # notes stand for the unlisted
        super().__init__("\n".join(p.format() for p in self.problems))


class RefusedError(Exception):
    """An operation the tool refuses (overwriting an output, a failed verify): exit 1."""


@dataclass
class Collector:
    """Accumulates problems so a check reports everything, not the first only."""

    problems: list[Problem] = field(default_factory=list)

    def add(self, file: str, path: tuple, message: str, severity: str = "error", **kw) -> None:
        self.problems.append(Problem(file, tuple(path), message, severity=severity, **kw))

    @property
    def ok(self) -> bool:
        return not any(p.severity == "error" for p in self.problems)


class UsageProblem(Exception):
    """A command-line argument the tool cannot use (bad --side key, bad dice): exit 2."""
