import os


def configure(workers):
    os.environ["WORKERS"] = str(workers)
    os.environ["DEBUG"] = "1"
    os.environ.setdefault("PORT", "8080")
    settings = {}
    settings["WORKERS"] = 4
    return settings
