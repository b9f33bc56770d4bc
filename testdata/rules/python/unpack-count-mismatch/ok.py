def setup(rest):
    width, height = 640, 480
    r, g, b = (255, 0, 0)
    first, *others = 1, 2, 3
    a, b = 1, *rest
    return width, height, r, g, b, first, others, a
