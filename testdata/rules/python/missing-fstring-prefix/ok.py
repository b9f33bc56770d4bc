def find(users, name):
    if name not in users:
        raise KeyError(f"user {name} not found")
    print("found {} for {}".format(users[name], name))
    print("use {{braces}} literally")
    print("{name}".format(name=name))
    print("empty {} set")
    return users[name]


def login(user):
    import logging

    logger = logging.getLogger(__name__)
    logger.info("user %s logged in", user)
    logger.info("config {literal braces}", user)
    logging.error(f"login failed for {user.name}")
    logger.info("json: {{}}")
