import os
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


import asyncio
import locale
import unittest
from configparser import SafeConfigParser  # want "python/removed-stdlib-api"


@asyncio.coroutine  # want "python/removed-stdlib-api"
def old_style():
    yield from asyncio.sleep(1)


def suite():
    text = locale.format("%d", 1000, grouping=True)  # want "python/removed-stdlib-api"
    return unittest.makeSuite(Test), text  # want "python/removed-stdlib-api"



def missing(err):
    return err.errno == os.errno.ENOENT  # want "python/removed-stdlib-api"
