def log(msg):
    print(msg)


def find(items, x):
    for i in items:
        if i == x:
            return i
    return


def stub():
    return


def check(msg):
    if not msg:
        return
    print(msg)
