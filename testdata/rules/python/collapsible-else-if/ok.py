def label(n, items):
    if n < 0:
        return "negative"
    elif n == 0:
        return "zero"
    else:
        print("positive")
        if n > 100:
            return "large"
    for item in items:
        pass
    else:
        if n:
            return "done"
    return "positive"
