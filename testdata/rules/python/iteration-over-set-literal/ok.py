def register(app, names):
    for name in ("users", "orders", "billing"):
        app.register(name)
    allowed = {"GET", "POST"}
    for name in sorted(set(names)):
        app.register(name)
    return "GET" in allowed
