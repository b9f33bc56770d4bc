def sort_pair(a, b, c):
    if a > b:
        a, b = b, a
    tmp = a
    a = c
    b = tmp
    return a, b
