import typing
from typing import Dict, List


def index(rows):
    by_id = Dict[int, str]()  # want "python/typing-alias-instantiated"
    ids = List()  # want "python/typing-alias-instantiated"
    seen = typing.Set[int]()  # want "python/typing-alias-instantiated"
    for row in rows:
        by_id[row.id] = row.name
        ids.append(row.id)
        seen.add(row.id)
    return by_id, ids, seen
