import ast
import asyncio
import locale
import shutil
import sys
from importlib.util import find_spec


def info(node, path):
    lang, enc = locale.getlocale()
    if isinstance(node, ast.Constant):
        return node.value
    if sys.version_info >= (3, 12):
        shutil.rmtree(path, onexc=print)
    else:
        shutil.rmtree(path, onerror=print)
    return asyncio.current_task(), find_spec("x")
