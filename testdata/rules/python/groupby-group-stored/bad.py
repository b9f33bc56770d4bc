from itertools import groupby
import itertools


def by_day(events):
    groups = []
    for day, items in groupby(events, key=lambda e: e.day):
        groups.append(items)  # want "python/groupby-group-stored"
    return groups


def index(rows):
    return {k: g for k, g in itertools.groupby(rows, key=len)}  # want "python/groupby-group-stored"
