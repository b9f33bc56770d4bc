from datetime import datetime, timezone


def stamp():
    now = datetime.now(timezone.utc)
    then = datetime.fromtimestamp(0, tz=timezone.utc)
    return now - then
