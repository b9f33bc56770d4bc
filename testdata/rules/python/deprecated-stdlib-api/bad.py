import ast
import asyncio
import locale
import shutil
import sre_parse  # want "python/deprecated-stdlib-api"
from pkgutil import find_loader  # want "python/deprecated-stdlib-api"


def info(node, path):
    lang, enc = locale.getdefaultlocale()  # want "python/deprecated-stdlib-api"
    if isinstance(node, ast.Num):  # want "python/deprecated-stdlib-api"
        return node.n
    shutil.rmtree(path, onerror=print)  # want "python/deprecated-stdlib-api"
    return asyncio.Task.current_task()  # want "python/deprecated-stdlib-api"
import xml.etree.cElementTree as ET  # want "python/deprecated-stdlib-api"
