"""Order handlers, one dispatch table per phase (order type -> handler)."""
