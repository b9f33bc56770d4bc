def take(items, n):
    count = 0
    for x in items:
        if count == n:
            raise StopIteration  # want "python/stopiteration-in-generator"
        count += 1
        yield x
