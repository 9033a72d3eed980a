"""Local development: everything embedded under var/, debug on."""

from .base import *  # noqa: F403

DEBUG = True
