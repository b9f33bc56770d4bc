import sys
from functools import reduce
from urllib.parse import urljoin
from urllib.request import urlopen

try:
    import cPickle as pickle
except ImportError:
    import pickle


def fetch(url, text, string):
    if isinstance(text, str):
        text = str(text)
    limit = sys.maxsize
    total = reduce(lambda a, b: a + b, [1, 2])
    parts = string.split(",")
    return urlopen(urljoin(url, text)), limit, total, parts, pickle


def order(items, compare):
    from functools import cmp_to_key
    return sorted(items, key=cmp_to_key(compare))

try:
    basestring
except NameError:
    basestring = str


def is_text(x):
    return isinstance(x, basestring)


def parse(cls, string: str):
    return string.split(":"), string.strip()
