import os


def is_production():
    return os.environ.get("ENV") == "prod"


def configure(app, has_cache):
    if is_production():
        app.debug = False
    if has_cache:
        app.cache = True
    check = is_production
    if check():
        pass


def is_ready(has_feature):
    if has_feature:
        return True
    return False
