import sys

if sys.version_info >= (3, 11):
    import tomllib
else:
    import tomli as tomllib

PY4 = sys.version_info[0] > 3
