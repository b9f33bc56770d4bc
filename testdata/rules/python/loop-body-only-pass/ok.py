def drain(items):
    for item in items:
        print(item)
    for item in items:
        pass
    else:
        return True
