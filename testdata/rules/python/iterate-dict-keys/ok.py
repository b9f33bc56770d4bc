def names(users):
    for uid in users:
        print(uid)
    for uid, user in users.items():
        print(uid, user)
    return list(users)
