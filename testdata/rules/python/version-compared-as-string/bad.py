import platform
import sys

import requests

if sys.version < "3.8":  # want "python/version-compared-as-string"
    raise SystemExit("Python 3.8 or newer is required")
if sys.version[:3] >= "3.6":  # want "python/version-compared-as-string"
    pass
if requests.__version__ < "2.20":  # want "python/version-compared-as-string"
    warn()
OLD = "3.9" > platform.python_version()  # want "python/version-compared-as-string"
