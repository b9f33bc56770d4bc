COUNTER = 0


def bump():
    global COUNTER
    COUNTER += 1
