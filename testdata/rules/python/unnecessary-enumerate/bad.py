def show(names):
    for _, name in enumerate(names):  # want "python/unnecessary-enumerate"
        print(name)
