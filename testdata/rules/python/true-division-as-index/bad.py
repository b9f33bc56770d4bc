def middle(items, n):
    for i in range(n / 2):  # want "python/true-division-as-index"
        print(i)
    return items[len(items) / 2]  # want "python/true-division-as-index"
