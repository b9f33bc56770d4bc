def build(names, bus):
    handlers = []
    for name in names:
        def handler(name=name):
            return name.upper()
        handlers.append(handler)
    for name in names:
        def run():
            return name
        run()
    return handlers
