def area(shape):
    if shape.kind == "circle":
        return 3.14159 * shape.r ** 2
    if shape.kind == "square":
        return shape.side ** 2
    assert False, f"unknown shape {shape.kind}"  # want "python/assert-false"
