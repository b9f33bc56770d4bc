def report(items, total):
    print("items: " + str(len(items)))
    label = "a" + "b"
    return f"total {total}" + label + b"x".decode(), len(items) + 1


def test_type_error(pytest):
    with pytest.raises(TypeError):
        "foo" + 1
