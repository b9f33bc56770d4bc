from typing import cast


def load(raw, T):
    count = cast(int, raw)
    user = cast("User", raw.user)
    items = cast(list[int], raw.items)
    return count, user, items, cast(T, raw)
