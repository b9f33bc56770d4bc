def find(users, name):
    if name not in users:
        raise KeyError(f"user {name} not found")
    print("found {} for {}".format(users[name], name))
    print("use {{braces}} literally")
    print("{name}".format(name=name))
    print("empty {} set")
    return users[name]
