def check(status, kind):
    if status != "ok" or status != "done":  # want "python/contradictory-comparison"
        return False
    return kind == 1 and kind == 2  # want "python/contradictory-comparison"
