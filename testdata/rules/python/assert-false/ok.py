def area(shape):
    assert shape is not None
    if shape.kind == "circle":
        return 3.14159 * shape.r ** 2
    raise AssertionError(f"unknown shape {shape.kind}")


def test_area_rejects_unknown(shape):
    try:
        area(shape)
    except AssertionError:
        return
    assert False, "expected an error"
