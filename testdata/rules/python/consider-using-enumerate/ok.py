def show(names, values):
    for i, name in enumerate(names):
        print(i, name)
    for i in range(len(values)):
        values[i] = values[i] * 2
    for i in range(len(names)):
        print(i)
