def lengths(lines):
    sizes = [len(line) for line in lines]
    for i in range(3):
        print(i)
    L = len(sizes)
    return sizes, L, obj.l
