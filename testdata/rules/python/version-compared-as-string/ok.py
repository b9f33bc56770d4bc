import sys

from packaging.version import Version

import requests

if sys.version_info < (3, 8):
    raise SystemExit("Python 3.8 or newer is required")
if Version(requests.__version__) < Version("2.20"):
    warn()
if requests.__version__ == "2.20.0":
    warn()
if name < "m":
    first_half()
