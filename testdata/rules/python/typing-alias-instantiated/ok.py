import typing
from typing import DefaultDict, Dict, List


def index(rows) -> Dict[int, str]:
    by_id: Dict[int, str] = {}
    ids: List[int] = list()
    counts: DefaultDict[int, int] = typing.DefaultDict(int)
    for row in rows:
        by_id[row.id] = row.name
        ids.append(row.id)
        counts[row.id] += 1
    return by_id


class List:
    pass


def make():
    return List()
