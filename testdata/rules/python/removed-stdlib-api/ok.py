import collections
import html
import time
from collections import OrderedDict
from collections.abc import Mapping

try:
    from collections import Iterable
except ImportError:
    from collections.abc import Iterable


def render(text, data):
    start = time.perf_counter()
    out = html.escape(text)
    counts = collections.Counter(data)
    if isinstance(data, Iterable):
        return out, start, counts
    return isinstance(data, Mapping), OrderedDict()
