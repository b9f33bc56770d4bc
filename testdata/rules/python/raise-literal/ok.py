def check(n):
    if n < 0:
        raise ValueError("negative value")
    return n
