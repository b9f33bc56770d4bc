def load(path):
    try:
        return parse(path)
    finally:
        return None  # want "python/return-in-finally"


def drain(queue):
    for item in queue:
        try:
            handle(item)
        finally:
            if item.last:
                break  # want "python/return-in-finally"
