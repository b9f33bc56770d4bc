def index(users):
    return {"id": u for u in users}  # want "python/dict-comprehension-constant-key"
