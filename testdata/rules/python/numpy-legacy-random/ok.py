import random

import numpy as np


def sample(n, seed=42):
    rng = np.random.default_rng(seed)
    random.seed(seed)
    return rng.normal(0, 1, n) + rng.random(n), np.random.Generator(np.random.PCG64(seed))


def make_state(seed):
    return np.random.RandomState(seed)


def test_legacy_state_supported():
    np.random.seed(42)
    assert make_state(np.random.randint(10)) is not None
