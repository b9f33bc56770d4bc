def show(names):
    for i in range(len(names)):  # want "python/consider-using-enumerate"
        print(i, names[i])
