import math


def pages(total, per_page):
    count = int(math.ceil(total / per_page))  # want "python/unnecessary-int-cast"
    half = int(round(count / 2))  # want "python/unnecessary-int-cast"
    return count, half, int(len(total))  # want "python/unnecessary-int-cast"
