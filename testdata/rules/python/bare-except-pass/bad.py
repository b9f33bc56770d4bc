def load(path):
    try:
        return open(path).read()
    except:  # want "bare-except-pass"
        pass
