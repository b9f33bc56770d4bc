import math

class Point:
    def __eq__(self, other):
        return self.x == other.x and self.y == other.y

def is_nan(x):
    return x != x or math.isnan(x)

def same(a, b):
    return a is b and f() == f()

def test_eq(c):
    assert c == c
    self.assertEqual(c == c, True)
