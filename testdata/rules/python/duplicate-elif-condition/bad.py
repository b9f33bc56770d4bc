def kind(code):
    if code == 200:
        return "ok"
    elif code == 404:
        return "missing"
    elif code == 200:  # want "python/duplicate-elif-condition"
        return "created"
    return "other"
