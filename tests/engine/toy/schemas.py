"""The toy's JSON Schemas (a real ruleset keeps them in schemas/<id>/*.schema.json)."""

from __future__ import annotations

from gm.rulesets.base import COMMON_GAME_PROPERTIES

ID = {"type": "string", "pattern": "^[a-z0-9][a-z0-9_-]*$"}
ORDER = {
    "type": "object",
    "required": ["type"],
    "additionalProperties": False,
    "properties": {"type": {"enum": ["give", "pray"]}, "to": ID, "amount": {"type": "integer", "minimum": 1, "maximum": 1000000}},
    "if": {"properties": {"type": {"const": "give"}}},
    "then": {"required": ["to", "amount"]},
}

SCHEMAS = {
    "game": {
        "type": "object",
        "additionalProperties": False,
        "required": ["ruleset", "turn"],
        "properties": {**COMMON_GAME_PROPERTIES, "settings": {"type": "object"}},
    },
    "faction": {
        "type": "object",
        "additionalProperties": False,
        "required": ["id", "name", "gold"],
        "properties": {
            "id": ID,
            "name": {"type": "string", "maxLength": 80},
            "gold": {"type": "integer", "minimum": 0, "maximum": 1000000},
            "units": {"type": "object", "additionalProperties": {"type": "object", "properties": {"level": {"type": "integer", "minimum": 1, "maximum": 5}}, "additionalProperties": False}},
        },
    },
    "orders": {
        "type": "object",
        "additionalProperties": False,
        "properties": {
            "turn": {"type": "integer"},
            "factions": {
                "type": "object",
                "additionalProperties": {
                    "type": "object",
                    "additionalProperties": False,
                    "properties": {"note": {"type": "string"}, "orders": {"type": "array", "items": ORDER}},
                },
            },
        },
    },
}
