def index(users):
    return {u.id: u for u in users}, [{"id": u.id} for u in users]


def targets(items):
    return {f"/{k.strip('/')}/": v for k, v in items.items()}
