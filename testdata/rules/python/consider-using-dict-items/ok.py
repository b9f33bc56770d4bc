def dump(settings):
    for key, value in settings.items():
        print(key, "=", value)


def follow(order):
    # order is a list of indexes: order[i] is the next index, not a dict value
    for i in order:
        print(order[i])


def reset(settings):
    for key in settings.keys():
        settings[key] = None


def copy_over(source, target):
    for key in source.keys():
        print(target[key])


def permute():
    perm = [2, 0, 1]
    for i in perm:
        print(perm[i])
