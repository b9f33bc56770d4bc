def parse(tokens):
    out = []
    for i in range(len(tokens)):
        if tokens[i] == "--":
            i += 1  # want "python/range-loop-variable-modified"
            out.append(tokens[i])
        else:
            out.append(tokens[i].strip())
    return out


def pairs(data):
    for j in range(0, len(data), 1):
        j += 1  # want "python/range-loop-variable-modified"
        yield data[j]
