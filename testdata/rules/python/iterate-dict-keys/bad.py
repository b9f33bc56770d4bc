def names(users):
    for uid in users.keys():  # want "python/iterate-dict-keys"
        print(uid)
    return [u for u in users.keys()]  # want "python/iterate-dict-keys"
