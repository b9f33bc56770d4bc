from typing import cast


def load(raw):
    count = cast(raw, int)  # want "python/typing-cast-argument-order"
    user = cast(raw.user, User)  # want "python/typing-cast-argument-order"
    return count, user
