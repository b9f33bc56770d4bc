def load(path):
    try:
        with open(path) as f:
            return f.read()
    except OSError:  # want "python/except-only-reraises"
        raise

def parse(text):
    try:
        return int(text)
    except ValueError as e:  # want "python/except-only-reraises"
        raise e
