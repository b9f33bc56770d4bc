import pytest


@pytest.fixture
def test_db():
    db = {}
    yield db
    db.clear()


@pytest.mark.parametrize("n", [2, 4, 6])
def test_evens(n):
    assert n % 2 == 0


def gen_cases():
    yield 2


def test_suite_from_iterable():
    def tests():
        yield 1

    assert list(tests()) == [1]
