def best(scores):
    highest = 0
    for score in scores:
        if score > highest:  # want "python/if-assignment-min-max"
            highest = score
    return highest
