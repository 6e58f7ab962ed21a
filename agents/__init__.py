"""Reference agents for qxs_env: policies over the engine's observations and masks."""
