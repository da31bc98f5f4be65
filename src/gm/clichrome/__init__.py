"""The command line's own words in the GM's language: --help, usage lines and the usage
errors Typer and its bundled Click print ("Usage:", "Missing argument", "No such command",
"'cuatro' is not a valid int"), worded from this package's catalogs (messages/<lang>.ftl:
`clihelp-*` the commands' help, `climeta-*` their placeholders, `clichrome-*` Click's words)
instead of Click's English.

The language: `--lang es|en` on the command line, else GM_LANG, else English for an English
locale (LC_ALL, LC_MESSAGES, LANG), else Spanish. Nothing here runs on a command's normal
path: the catalog is read only when help or a usage error is shown (`gm roll 1d20` pays one
attribute lookup), so the start-up stays that of a Typer app.
"""

from __future__ import annotations

import os
import re
import sys

import typer
import typer.core
from typer._click import exceptions as click_errors
from typer._click.core import Context
from typer._click.formatting import HelpFormatter
from typer.core import TyperGroup
from typer.exceptions import Abort  # Click's Abort, which typer._click.exceptions does not hold

LANGS = ("es", "en")
_chosen = {"lang": "es"}  # the language of this run's help and usage errors (set by GmGroup.main)


def chrome_lang(args: list[str], env: dict | None = None) -> str:
    """--lang on the command line, else GM_LANG, else an English locale's en, else es."""
    env = os.environ if env is None else env
    for i, word in enumerate(args):
        value = args[i + 1] if word == "--lang" and i + 1 < len(args) else word[7:] if word.startswith("--lang=") else None
        if value in LANGS:
            return value
    if env.get("GM_LANG") in LANGS:
        return env["GM_LANG"]
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        if env.get(var):
            return "en" if env[var].lower().startswith("en") else "es"
    return "es"


PACKAGE = "gm.clichrome"  # its catalogs: gm/clichrome/messages/<lang>.ftl


def say(key: str, **params) -> str:
    from gm.text.i18n import say as catalog_say

    return catalog_say(_chosen["lang"], key, PACKAGE, **params)


def _has(key: str) -> bool:
    from gm.text.i18n import catalog

    return catalog(_chosen["lang"], PACKAGE).has(key)


def key_of(command: str, param: str | None = None) -> str:
    """The catalog key of a command's help (`clihelp-resolve`) or of one of its parameters
    (`clihelp-resolve-out`, by the parameter's Python name)."""
    return f"clihelp-{command}" + (f"-{param}" if param else "")


# Typer's own marked strings (typer.core calls gettext's `_` on these): msgid -> key
_TYPER = {
    "Arguments": "clichrome-arguments", "Options": "clichrome-options", "Commands": "clichrome-commands",  # literal: Typer's msgids
    "required": "clichrome-required", "default: {default}": "clichrome-default",  # literal: Typer's msgids
    "env var: {var}": "clichrome-envvar", "(dynamic)": "clichrome-dynamic", "Aborted!": "clichrome-aborted",  # literal: Typer's msgids
    "Missing command.": "clichrome-missing-command", "No such command {name!r}.": "clichrome-no-such-command",  # literal: Typer's msgids
}


def _typer_text(msgid: str) -> str:
    """Typer's gettext: its own words from the catalog, keeping its {placeholders}."""
    key = _TYPER.get(msgid)
    if key is None:
        return msgid
    names = re.findall(r"\{(\w+)", msgid)
    return say(key, **{n: "{" + n + "}" for n in names})


class GmFormatter(HelpFormatter):
    """Click's help formatter with the usage prefix and its help option in the catalog's words."""

    def write_usage(self, prog: str, args: str = "", prefix: str | None = None) -> None:
        args = args.replace("[OPTIONS]", say("clichrome-options-metavar")).replace("COMMAND [ARGS]...", say("clichrome-command-metavar"))
        super().write_usage(prog, args, say("clichrome-usage") + " " if prefix is None else prefix)

    def write_dl(self, rows, col_max: int = 30, col_spacing: int = 2) -> None:
        help_option = say("clichrome-help-option")
        super().write_dl([(a, help_option if b == "Show this message and exit." else b) for a, b in rows], col_max, col_spacing)  # literal: Click's words, replaced


class GmContext(Context):
    """A context whose help is worded in the chosen language (translated once, lazily)."""

    formatter_class = GmFormatter

    def make_formatter(self) -> HelpFormatter:
        translate(self.command, self)
        return super().make_formatter()


def translate(command, ctx) -> None:
    """Put the catalog's help on a command, its parameters and (a group) its commands."""
    if getattr(command, "_gm_worded", None) == _chosen["lang"]:
        return
    command._gm_worded = _chosen["lang"]
    name = "gm" if ctx.parent is None else ALIASES.get(command.name, command.name)
    if _has(key_of(name)):
        command.help = say(key_of(name), **KEEP)
        command.short_help = None
    for param in command.params:
        if param.name and _has(key_of(name, param.name)):
            param.help = say(key_of(name, param.name), **KEEP)
        if param.name and _has(f"climeta-{name}-{param.name}"):  # a command's own placeholder (EXPR)
            param.metavar = say(f"climeta-{name}-{param.name}")
        _metavar(param, ctx)
    for sub_name, sub in getattr(command, "commands", {}).items():
        if _has(key_of(ALIASES.get(sub_name, sub_name))):  # the list of commands shortens it as Click does
            sub.help, sub.short_help = say(key_of(ALIASES.get(sub_name, sub_name)), **KEEP), None


ALIASES = {"ayuda": "help"}  # a command's other names: one help text


# the placeholders gm.cli.HelpFromApi fills in when the help is shown: kept as {name}
KEEP = {name: "{" + name + "}" for name in ("rulesets", "init_factions", "generators", "no_generator", "generate_factions")}


def _metavar(param, ctx) -> None:
    """An argument's name and an option's <type> in the chosen language."""
    if param.metavar is not None or getattr(param, "is_flag", False):
        return
    if getattr(param, "param_type_name", "") == "argument":
        if _has(f"climeta-{param.name}"):
            param.metavar = say(f"climeta-{param.name}")
        return
    word = re.fullmatch(r"<(\w+)>(\.\.\.)?", param.make_metavar(ctx) or "")
    if word and _has(f"climeta-{word.group(1)}"):
        param.metavar = f"<{say('climeta-' + word.group(1))}>{word.group(2) or ''}"


# -- usage errors -------------------------------------------------------------------------
_CLICK = [  # (pattern of Click's English message, catalog key): the rest are gm's own words
    (r"^(?P<value>.+) is not a valid (?P<type>[\w ]+?)\.?$", "clichrome-not-valid"),  # literal: Click's English, matched
    (r"^(?P<value>.+) is not in the range (?P<range>.+?)\.?$", "clichrome-not-in-range"),  # literal: Click's English, matched
    (r"^(?P<value>.+) is not one of (?P<choices>.+?)\.?$", "clichrome-not-one-of"),  # literal: Click's English, matched
    (r"^Option (?P<option>'[^']+') requires (?:an argument|(?P<n>\d+) arguments)\.?$", "clichrome-needs-value"),  # literal: Click's English, matched
    (r"^Option (?P<option>'[^']+') does not take a value\.?$", "clichrome-takes-no-value"),  # literal: Click's English, matched
    (r"^Got unexpected extra arguments?(?:\(s\))? \((?P<words>.*)\)$", "clichrome-extra-args"),  # literal: Click's English, matched
    (r"^No such option: (?P<option>\S+)$", "clichrome-no-such-option"),  # literal: Click's English, matched
]
_TYPES = {"int": "integer", "integer": "integer", "float": "float", "boolean": "boolean", "uuid": "uuid", "path": "path"}


def _param_name(param, ctx=None) -> str:
    """How the player types the parameter: --factions (with its dashes), or the argument's
    worded name, the command's own placeholder first (`gm odds`: «EXPR», not «words»)."""
    if param is None:
        return ""
    if getattr(param, "param_type_name", "") == "option" and param.opts:
        return max(param.opts, key=len)
    name = param.name or ""
    command = ctx.command.name if ctx is not None and ctx.parent is not None else "gm"
    for key in (f"climeta-{ALIASES.get(command, command)}-{name}", f"climeta-{name}"):
        if _has(key):
            return say(key)
    return name


def _unquote(text: str) -> str:
    return text[1:-1] if len(text) >= 2 and text[0] == text[-1] and text[0] in "'\"" else text


def error_text(exc: click_errors.UsageError) -> str:
    """The usage error's message in the chosen language."""
    if isinstance(exc, click_errors.MissingParameter):
        kind = "option" if getattr(exc.param, "param_type_name", "") == "option" else "argument"
        return say(f"clichrome-missing-{kind}", name=_param_name(exc.param, exc.ctx))
    message = exc.message
    for pattern, key in _CLICK:
        found = re.match(pattern, message)
        if found:
            params = {k: _unquote(v) for k, v in found.groupdict().items() if v is not None}
            if "type" in params:
                params["type"] = say(f"clichrome-type-{_TYPES.get(params['type'].lower(), 'other')}")
            text = say(key, **params)
            break
    else:
        text = message  # gm's own words (a callback's), or a Typer word already worded by _typer_text
    if isinstance(exc, click_errors.NoSuchOption) and exc.possibilities:
        text += " " + say("clichrome-did-you-mean", options=", ".join(sorted(exc.possibilities)))
    if isinstance(exc, click_errors.BadParameter) and exc.param is not None:
        return say("clichrome-bad-value", name=_param_name(exc.param, exc.ctx), text=text)
    return text


def show_usage_error(exc: click_errors.UsageError) -> None:
    out = []
    if exc.ctx is not None:
        out.append(exc.ctx.get_usage())
        if exc.ctx.command.get_help_option(exc.ctx) is not None:
            out.append(say("clichrome-try-help", command=exc.ctx.command_path, option=exc.ctx.help_option_names[0]))
        out.append("")
    out.append(say("clichrome-error", text=error_text(exc)))
    sys.stderr.write("\n".join(out) + "\n")


class GmGroup(TyperGroup):
    """gm's group: every context worded in the chosen language; usage errors shown in it."""

    context_class = GmContext

    def main(self, args=None, prog_name=None, complete_var=None, standalone_mode=True, **extra):
        words = list(sys.argv[1:] if args is None else args)
        _chosen["lang"] = chrome_lang(words)
        typer.core._ = _typer_text  # Typer's marked strings, looked up when shown (help, errors)
        if not standalone_mode:
            return super().main(words, prog_name, complete_var, standalone_mode, **extra)
        try:
            code = super().main(words, prog_name, complete_var, False, **extra)
        except click_errors.NoArgsIsHelpError as exc:
            sys.stderr.write(exc.ctx.get_help() + "\n")
            sys.exit(exc.exit_code)
        except click_errors.UsageError as exc:
            show_usage_error(exc)
            sys.exit(exc.exit_code)
        except Abort:  # an end of input while Click itself runs (a prompt), or typer.Abort
            sys.stderr.write(say("clichrome-aborted") + "\n")
            sys.exit(1)
        sys.exit(code if isinstance(code, int) else 0)

    def resolve_command(self, ctx, args):
        name, command, rest = super().resolve_command(ctx, args)
        if command is not None:
            command.context_class = GmContext  # the command's own context: its help worded too
        return name, command, rest


def help_of(ctx, command: str | None) -> str:
    """`gm ayuda [COMANDO]`: the help of gm, or of one of its commands, worded as --help is."""
    group_ctx = ctx.parent or ctx
    if command is None:
        return group_ctx.get_help()
    sub = group_ctx.command.get_command(group_ctx, command)
    if sub is None or sub.hidden:
        raise click_errors.UsageError(say("clichrome-no-such-command", name=command), group_ctx)
    sub.context_class = GmContext
    with sub.make_context(command, [], parent=group_ctx, resilient_parsing=True) as sub_ctx:
        return sub_ctx.get_help()
