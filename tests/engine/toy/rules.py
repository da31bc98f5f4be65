"""The toy's rule numbers, read from data/settings.toml (game.toml [settings] overrides them)."""

from __future__ import annotations


def starting_gold(settings: dict) -> int:
    return settings["start"]["gold"]


def income_dice(settings: dict) -> str:
    return settings["income"]["dice"]


def prayer_dice(settings: dict) -> str:
    return settings["prayer"]["dice"]


def forbidden_level(settings: dict) -> int:
    return settings["units"]["forbidden_level"]


def can_give(gold: int, amount: int) -> bool:
    """A faction gives only gold it holds (the phase and the checks ask the same question)."""
    return amount <= gold
