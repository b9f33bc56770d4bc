from itertools import groupby


def by_day(events):
    groups = []
    for day, items in groupby(events, key=lambda e: e.day):
        groups.append(list(items))
    return groups


def index(rows):
    return {k: list(g) for k, g in groupby(rows, key=len)}


def by_region(df):
    frames = []
    for region, frame in df.groupby("region"):
        frames.append(frame)
    return frames
