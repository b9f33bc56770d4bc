def index(users):
    return {u.id: u for u in users}, [{"id": u.id} for u in users]
