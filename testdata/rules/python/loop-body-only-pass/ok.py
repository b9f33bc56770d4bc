def drain(items, n):
    for item in items:
        pass
    for i in range(n):
        print(i)
