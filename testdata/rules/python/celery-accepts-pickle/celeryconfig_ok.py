import pickle

broker_url = "redis://cache:6379/0"
accept_content = ["json"]
task_serializer = "json"


def save(state, path):
    with open(path, "wb") as fh:
        pickle.dump(state, fh)


class Cache:
    serializer = "pickle"
