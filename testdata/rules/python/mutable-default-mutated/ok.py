def add_tag(tag, tags=None):
    tags = [] if tags is None else tags
    tags.append(tag)
    return tags


def count(items=[]):
    return len(items)


def extended(extra, base=[]):
    result = list(base)
    result.append(extra)
    return result


def copied(extra, base=[]):
    base = list(base)
    base.append(extra)
    return base


def sliced(extra, acc=[]):
    acc = acc[:]
    acc.append(extra)
    return acc


def defaulted(extra, bag={}):
    bag = bag or {}
    bag[extra] = 1
    return bag
