import random
import re


def pick(items, text, obj, args):
    a = random.sample(items, 2)
    b = re.sub(r"\s+", " ", text)
    c = re.match(r"\d+", text)
    d = isinstance(obj, str)
    e = random.sample(items, k=2)
    f = re.sub(*args)
    return a, b, c, d, e, f
