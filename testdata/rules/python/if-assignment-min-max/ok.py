def best(scores):
    highest = 0
    winner = None
    for score in scores:
        if score > highest:
            highest = score
            winner = score
    return max(highest, 0), winner


def clamp(value, top):
    if value > top:
        value = top
    else:
        value = value + 1
    return value
