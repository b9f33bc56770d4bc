import os


def configure():
    os.environ["WORKERS"] = 4  # want "python/os-environ-non-string"
    os.environ["DEBUG"] = True  # want "python/os-environ-non-string"
    os.environ.setdefault("PORT", 8080)  # want "python/os-environ-non-string"
