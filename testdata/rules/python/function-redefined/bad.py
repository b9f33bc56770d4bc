def parse(text):
    return text.split()


def parse(text):  # want "python/function-redefined"
    return text.split(",")


class Handler:
    def get(self):
        return 1

    def get(self):  # want "python/function-redefined"
        return 2


def test_login():
    assert True


def test_logout():
    assert True


def test_login():  # want "python/function-redefined"
    assert False
