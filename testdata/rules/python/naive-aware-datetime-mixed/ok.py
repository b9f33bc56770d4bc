from datetime import datetime, timezone


def expired(token):
    issued = datetime.fromtimestamp(token["iat"], tz=timezone.utc)
    now = datetime.now(timezone.utc)
    return now - issued > LIFETIME


def is_past(deadline_ts):
    deadline = datetime.fromtimestamp(deadline_ts)
    return datetime.now() > deadline


def local_age(start):
    started = datetime.now()
    return datetime.now() - started
