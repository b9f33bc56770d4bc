import time
from datetime import datetime, timezone


def stamps():
    a = datetime.now(timezone.utc).timestamp()
    now = datetime.utcnow().replace(tzinfo=timezone.utc)
    b = now.timestamp()
    c = time.time()
    d = datetime.now().timestamp()
    return a, b, c, d
