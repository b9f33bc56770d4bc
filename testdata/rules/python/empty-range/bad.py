def backwards(items):
    for i in range(len(items), 0):  # want "python/empty-range"
        print(items[i])
    for j in range(10, -1):  # want "python/empty-range"
        print(j)
