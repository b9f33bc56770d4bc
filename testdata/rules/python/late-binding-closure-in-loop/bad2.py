def build(names, bus):
    handlers = []
    for name in names:
        def handler():  # want "python/late-binding-closure-in-loop"
            return name.upper()
        handlers.append(handler)
    return handlers
