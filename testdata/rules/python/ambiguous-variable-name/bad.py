def lengths(lines):
    l = [len(x) for x in lines]  # want "python/ambiguous-variable-name"
    for I in range(3):  # want "python/ambiguous-variable-name"
        print(I)
    return l


def scale(O, factor=2):  # want "python/ambiguous-variable-name"
    return O * factor
