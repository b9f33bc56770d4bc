def evens(numbers, extra):
    out = []
    for n in numbers:
        if n % 2 == 0:
            out.append(n)
    out = out + extra
    return out
