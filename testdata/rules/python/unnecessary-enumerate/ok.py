def show(names):
    for name in names:
        print(name)
    for i, name in enumerate(names):
        print(i, name)
    for i, _ in enumerate(names):
        print(i)
