def update(config, user):
    config["debug"]: True  # want "python/annotation-instead-of-assignment"
    user.count: 0  # want "python/annotation-instead-of-assignment"
