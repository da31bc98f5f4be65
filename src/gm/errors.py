"""Problems found in a game's files, collected and reported all at once.

A `Problem` names the file (relative to the turn directory), the key path inside it and
what was found against what was expected. The engine fills in the line from the key path
and the breadcrumb from the ruleset's nouns, so rulesets only say *where* and *what*.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any


class Msg:
    """What a problem says, as a catalog message: its key, its variables and the package
    whose catalog holds it (a ruleset's, or the engine's "gm"). It is worded in the
    reader's language only when shown (`Problem.format(lang)`), so `gm validate` speaks the
    game's language.

        Problem("factions/a.toml", ("units", 0), Msg("sector.check.unknown_system", "gm.rulesets.sector", system="Vulcano"))
    """

    __slots__ = ("key", "package", "params")

    def __init__(self, key: str, package: str = "gm", /, **params: Any):
        self.key = key
        self.package = package
        self.params = params

    def _identity(self) -> tuple:
        return (self.key, self.package, tuple(sorted((k, repr(v)) for k, v in self.params.items())))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Msg) and self._identity() == other._identity()

    def __hash__(self) -> int:
        return hash(self._identity())

    def __repr__(self) -> str:
        return f"Msg({self.key!r}, {self.package!r}, **{self.params!r})"

    @staticmethod
    def join(parts: list) -> "Msg | str":
        """Texts and messages as one comma-separated list, each worded when shown."""
        out = parts[0] if parts else ""
        for part in parts[1:]:
            out = Msg("problem.list", first=out, second=part)
        return out

    def text(self, lang: str = "es") -> str:
        from gm.text.i18n import say

        # a variable may hold another message (a noun, a clause): worded in the same language
        params = {k: wording(v, lang) if isinstance(v, Msg) else v for k, v in self.params.items()}
        return say(lang, self.key, self.package, **params)

    def __str__(self) -> str:
        return self.text()


def wording(message: "str | Msg", lang: str = "es") -> str:
    """A problem's message in `lang` (a plain string is already worded)."""
    return message.text(lang) if isinstance(message, Msg) else message


@dataclass(frozen=True)
class Problem:
    file: str
    path: tuple = ()
    message: "str | Msg" = ""
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

    def text(self, lang: str = "es") -> str:
        return wording(self.message, lang)

    def format(self, lang: str = "es") -> str:
        """`file:line: At faction 'x' > unit 'u1': message`, in `lang`."""
        from gm.text.i18n import say

        where = self.file
        if self.line:
            where += f":{self.line}"
            if self.column:
                where += f":{self.column}"
        if self.severity == "note":
            return f"... {self.text(lang)}"
        prefix = say(lang, "problem.warning") + " " if self.severity == "warning" else ""
        crumb = say(lang, "problem.at", crumbs=" > ".join(wording(c, lang) for c in self.crumbs)) + " " if self.crumbs else ""
        return f"{where}: {prefix}{crumb}{self.text(lang)}"

    def to_json(self, lang: str = "es") -> dict:
        return {
            "file": self.file,
            "line": self.line,
            "column": self.column,
            "path": self.json_path,
            "at": " > ".join(wording(c, lang) for c in self.crumbs),
            "message": self.text(lang),
            "severity": self.severity,
        }


class GameDataError(Exception):
    """Invalid game data: every problem found, in file order."""

    def __init__(self, problems: list[Problem], lang: str | None = None):
        from gm.limits import MAX_SHOWN

        self.lang = lang  # the language the problems are shown in (None: the command's, the game's or --lang)
        self.problems = [p for p in problems if p.severity == "error"]
        self.warnings = [p for p in problems if p.severity != "error"]
        warned = [p for p in self.warnings if p.severity == "warning"]
        if len(self.problems) + len(warned) > MAX_SHOWN:  # every command lists at most MAX_SHOWN, then counts the rest
            errors, room = len(self.problems), max(0, MAX_SHOWN - len(self.problems))
            self.problems = self.problems[:MAX_SHOWN]
            self.warnings = warned[:room]
            rest, said = errors - len(self.problems), Msg("validate.not_shown", errors=errors - len(self.problems),
                                                          warnings=len(warned) - room, shown=MAX_SHOWN, uncounted="no")
            self.warnings.append(Problem((self.problems or warned)[-1].file, (), said, severity="note", omitted=rest))
        self.count = len(self.problems) + sum(p.omitted for p in self.warnings)  # notes stand for the unlisted
        super().__init__("\n".join(p.format(lang or "es") for p in self.problems))


class _Worded(Exception):
    """An error whose message may be a catalog message, worded when the CLI shows it."""

    def __init__(self, message: "str | Msg"):
        self.message = message
        super().__init__(message)

    def text(self, lang: str = "es") -> str:
        return wording(self.message, lang)


class RefusedError(_Worded):
    """An operation the tool refuses (overwriting an output, a failed verify): exit 1."""


class RulesetBroken(_Worded):
    """A ruleset package that lacks a part the engine needs (a schema file): a bug in the
    ruleset, stopped at once naming the file (exit 1), never a game validated against
    nothing (issue 26, "fail closed")."""


class UsageProblem(_Worded):
    """A command-line argument the tool cannot use (bad --side key, bad dice): exit 2."""
