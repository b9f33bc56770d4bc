def register(name: str, handler: callable) -> None:  # want "python/builtin-function-as-annotation"
    HANDLERS[name] = handler


def payload(data: dict) -> any:  # want "python/builtin-function-as-annotation"
    return data.get("payload")


HANDLERS = {}
