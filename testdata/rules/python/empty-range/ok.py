def backwards(items, start):
    for i in range(len(items) - 1, -1, -1):
        print(items[i])
    for j in range(start, 0):
        print(j)
    for k in range(0, 10):
        print(k)
