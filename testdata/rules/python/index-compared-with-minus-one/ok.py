def position(items, name, text):
    if name in items:
        return items.index(name)
    if text.find("@") == -1:
        return None
    try:
        return text.index(":") > 3
    except ValueError:
        return False
