def log(msg):
    print(msg)
    return  # want "python/useless-return"
