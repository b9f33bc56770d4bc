def register(app):
    for name in {"users", "orders", "billing"}:  # want "python/iteration-over-set-literal"
        app.register(name)
    return [m.upper() for m in {"GET", "POST"}]  # want "python/iteration-over-set-literal"
