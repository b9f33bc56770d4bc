def parse(tokens):
    out = []
    i = 0
    while i < len(tokens):
        if tokens[i] == "--":
            i += 1
        out.append(tokens[i])
        i += 1
    return out


def total(rows):
    count = 0
    for i in range(len(rows)):
        count += rows[i]
    for line in rows:
        line += "\n"
        yield line
    return count
