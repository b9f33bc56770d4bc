def check(items):
    if len(items) == 0:
        raise ValueError("empty")
    return len(items) > 0

def fits(digits, exp):
    return len(digits) <= -exp
