def find(users, name):
    if name not in users:
        raise KeyError("user {name} not found")  # want "python/missing-fstring-prefix"
    print("found {users[name].id} for {name}")  # want "python/missing-fstring-prefix"
    return users[name]
