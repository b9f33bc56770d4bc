def load(path):
    f = open(path, encoding="utf-8")
    try:
        return parse(f)
    finally:
        f.close()


def drain(queue):
    try:
        for item in queue:
            handle(item)
    finally:
        for item in queue:
            if item.last:
                break

        def helper():
            return 1
        helper()
    return None
