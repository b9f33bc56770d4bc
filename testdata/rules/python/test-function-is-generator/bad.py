def check_even(n):
    assert n % 2 == 0


def test_evens():  # want "python/test-function-is-generator"
    for n in (2, 4, 6):
        yield check_even, n
