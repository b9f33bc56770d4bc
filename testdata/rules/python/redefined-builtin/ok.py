try:
    str = unicode
except NameError:
    pass


class Token:
    type = "word"
    id = 1


def summarize(rows):
    names = [r.name for r in rows]
    total = sum(len(n) for n in names)
    id = 5
    return total, id


str = str
bytes = bytes
