from datetime import datetime, timezone


def expired(token):
    issued = datetime.fromtimestamp(token["iat"], tz=timezone.utc)
    now = datetime.utcnow()
    return now - issued > LIFETIME  # want "python/naive-aware-datetime-mixed"


def is_past(deadline_ts):
    deadline = datetime.fromtimestamp(deadline_ts)
    return datetime.now(timezone.utc) > deadline  # want "python/naive-aware-datetime-mixed"
