import os
import sys


def grüße(name: str) -> str:
    café = "☕"; msg = f"Grüß dich, 🌍"
    label = "👋" + f"名前"
    unused = café
    if name == None:
        return msg
    return label + sys.argv[0]
