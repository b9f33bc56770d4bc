import fnmatch
import re


def text_files(names):
    return [n for n in names if fnmatch.fnmatch(n, "*.txt") or re.match(r".*\.txt$", n)]


WORDS = re.compile(r"\+\w+")
GROUP = re.compile(r"(?P<word>\w+)")
