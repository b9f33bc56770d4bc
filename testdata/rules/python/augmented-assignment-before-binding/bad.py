request_count = 0
total = 0.0


def count_request():
    request_count += 1  # want "python/augmented-assignment-before-binding"


def add(amount: float, *, note=None):
    """Adds to the running total."""
    if amount > 0:
        total += amount  # want "python/augmented-assignment-before-binding"
    return note


def make_counter():
    count = 0

    def increment(step=1):
        count += step  # want "python/augmented-assignment-before-binding"
        return count

    return increment


class Handler:
    hits = 0

    def handle(self, event):
        hits += 1  # want "python/augmented-assignment-before-binding"
        return event
