def check(status, kind, other):
    if status != "ok" and status != "done":
        return False
    return kind == 1 or kind == 2 or other != 1 or kind != other
