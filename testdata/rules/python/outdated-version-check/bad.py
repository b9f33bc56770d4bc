import sys

if sys.version_info < (3,):  # want "python/outdated-version-check"
    text_type = unicode
else:
    text_type = str

if sys.version_info[0] == 2:  # want "python/outdated-version-check"
    from urllib import quote
PY36 = sys.version_info >= (3, 6)  # want "python/outdated-version-check"
