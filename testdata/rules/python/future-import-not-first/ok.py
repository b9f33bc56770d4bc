"""Tools."""
# comments are fine
from __future__ import annotations

import os
