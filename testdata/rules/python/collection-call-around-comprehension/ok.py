def index(users):
    ids = {u.id for u in users}
    by_id = {u.id: u for u in users}
    names = list(u.name for u in users)
    return ids, by_id, names, set(ids)
