def position(items, name, text):
    if items.index(name) != -1:  # want "python/index-compared-with-minus-one"
        return items.index(name)
    if text.index("@") == -1:  # want "python/index-compared-with-minus-one"
        return None
    return text.index(":") >= 0  # want "python/index-compared-with-minus-one"
