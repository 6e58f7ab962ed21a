"""The batched, compiled rules engine (see core.py for the rules, layout.py for the stack)."""
