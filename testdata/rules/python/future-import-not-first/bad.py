"""Tools."""
import os
from __future__ import annotations  # want "python/future-import-not-first"
