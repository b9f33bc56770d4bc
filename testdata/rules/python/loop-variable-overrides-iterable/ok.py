def names(users, pairs):
    for user in users:
        print(user)
    for key, value in pairs:
        print(key, value)
