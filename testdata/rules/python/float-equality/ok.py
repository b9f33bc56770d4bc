import math


def check(a, b, ratio, config):
    if math.isclose(a + b, 0.3):
        return True
    if ratio == 0.5 or ratio == 1.0 or ratio == 0.25 or b == 0.0:
        return False
    assert config["FLOAT"] == 1.2
    return a < 0.3 or a * 2 == 0.5
