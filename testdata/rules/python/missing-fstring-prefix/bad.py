def find(users, name):
    if name not in users:
        raise KeyError("user {name} not found")  # want "python/missing-fstring-prefix"
    print("found {users[name].id} for {name}")  # want "python/missing-fstring-prefix"
    return users[name]


def login(user):
    import logging

    logger = logging.getLogger(__name__)
    logger.info("user {user} logged in")  # want "python/missing-fstring-prefix"
    logging.error("login failed for {user.name}")  # want "python/missing-fstring-prefix"
