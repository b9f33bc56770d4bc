def setup():
    width, height = 640, 480, 3  # want "python/unpack-count-mismatch"
    r, g, b = (255, 0)  # want "python/unpack-count-mismatch"
    low, high = None  # want "python/unpack-count-mismatch"
    return width, height, r, g, b, low, high
