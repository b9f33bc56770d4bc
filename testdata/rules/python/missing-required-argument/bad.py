import asyncio
import random
import re


def pick(items, text, obj):
    a = random.sample(items)  # want "python/missing-required-argument"
    b = re.sub(r"\s+", " ")  # want "python/missing-required-argument"
    c = re.match(r"\d+")  # want "python/missing-required-argument"
    d = isinstance(obj)  # want "python/missing-required-argument"
    return a, b, c, d


async def wait(task):
    return await asyncio.wait_for(task)  # want "python/missing-required-argument"
