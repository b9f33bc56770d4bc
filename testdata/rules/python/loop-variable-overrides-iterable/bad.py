def names(users, pairs):
    for users in users:  # want "python/loop-variable-overrides-iterable"
        print(users)
    for pairs, value in pairs:  # want "python/loop-variable-overrides-iterable"
        print(value)
