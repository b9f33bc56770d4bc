request_count = 0
total = 0.0


def count_request():
    global request_count
    request_count += 1


def add(total, amount):
    total += amount
    return total


def add_kw(*, total: float = 0.0, amount=1):
    total += amount
    return total


def make_counter():
    count = 0

    def increment(step=1):
        nonlocal count
        count += step
        return count

    return increment


def splat(*args, **kwargs):
    args += (1,)
    kwargs |= {"a": 1}
    return args, kwargs


def local_first(items):
    n = 0
    n += len(items)
    return n


class Handler:
    hits = 0

    def handle(self, event):
        self.hits += 1
        return event
