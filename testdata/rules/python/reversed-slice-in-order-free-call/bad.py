def unique_tags(tags):
    return set(tags[::-1])  # want "python/reversed-slice-in-order-free-call"


def ranked(scores):
    return sorted(scores[::-1])  # want "python/reversed-slice-in-order-free-call"
