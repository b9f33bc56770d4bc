def index(users):
    ids = set([u.id for u in users])  # want "python/collection-call-around-comprehension"
    by_id = dict([(u.id, u) for u in users])  # want "python/collection-call-around-comprehension"
    return ids, by_id
