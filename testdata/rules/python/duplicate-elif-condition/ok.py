def kind(code):
    if code == 200:
        return "ok"
    elif code == 404:
        return "missing"
    elif code == 201:
        return "created"
    return "other"
