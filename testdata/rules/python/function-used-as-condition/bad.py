import os


def is_production():
    return os.environ.get("ENV") == "prod"


def configure(app):
    if is_production:  # want "python/function-used-as-condition"
        app.debug = False
    for ext in app.extensions:
        if not has_feature and ext:  # want "python/function-used-as-condition"
            ext.disable()


class Loader:
    def load(self, path):
        while not is_production:  # want "python/function-used-as-condition"
            break


def has_feature(name="x"):
    return bool(name)


if is_production:  # want "python/function-used-as-condition"
    LEVEL = "warning"
