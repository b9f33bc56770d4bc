import cgi
import collections
import time
from collections import Mapping  # want "python/removed-stdlib-api"


def render(text, data):
    start = time.clock()  # want "python/removed-stdlib-api"
    html = cgi.escape(text)  # want "python/removed-stdlib-api"
    if isinstance(data, collections.Iterable):  # want "python/removed-stdlib-api"
        return html, start
    return isinstance(data, Mapping)
