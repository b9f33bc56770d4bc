from datetime import datetime, timezone


def stamp():
    return datetime.now(timezone.utc)


def iso_now():
    return datetime.utcnow().isoformat() + "Z"


def header_date():
    return datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def local_label():
    return datetime.now().strftime("%Y-%m-%d %H:%M")


def from_ts(ts):
    return datetime.fromtimestamp(ts, tz=timezone.utc)
