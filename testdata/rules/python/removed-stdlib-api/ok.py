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


import asyncio
import locale
import types
import unittest
from configparser import ConfigParser
from types import coroutine


async def new_style():
    await asyncio.sleep(1)


def suite():
    text = locale.format_string("%d", 1000, grouping=True)
    return unittest.defaultTestLoader.loadTestsFromTestCase(Test), text, asyncio.coroutines, types.coroutine
