__all__ = ["lazy_client"]


def __getattr__(name):
    if name == "lazy_client":
        return object()
    raise AttributeError(name)
