"""The rulesets shipped with gm, one package each. The registry that finds one by id is
gm.registry, a module below the engine that names these packages by string only."""
