"""Authorities, decisions, saved cases and appeals; the rules engine in decisions/engine (pure Python)."""

import os

if os.environ.get("LAWS_COMPILED_ENGINE"):  # opt-in: the engine as `make compiled` built it (compiled_engine.py)
    from .compiled_engine import use_compiled_engine

    use_compiled_engine(__path__, os.environ["LAWS_COMPILED_ENGINE"])
