class User:
    def __init__(self):
        self.count: int = 0
        self.name: str
        self.parent: "User"


def update(config, user):
    config["debug"] = True
    user.count = 0
    limit: int = 5
    return limit
