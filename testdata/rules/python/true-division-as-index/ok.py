def middle(items, n, paths, base):
    for i in range(n // 2):
        print(i)
    return items[len(items) // 2], paths[base / "x"], items[int(len(items) / 2)]
