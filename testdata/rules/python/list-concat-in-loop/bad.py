def evens(numbers):
    out = []
    for n in numbers:
        if n % 2 == 0:
            out = out + [n]  # want "python/list-concat-in-loop"
    return out
