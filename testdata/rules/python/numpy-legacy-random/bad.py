import numpy as np


def sample(n):
    np.random.seed(42)  # want "python/numpy-legacy-random"
    noise = np.random.normal(0, 1, n)  # want "python/numpy-legacy-random"
    return noise + np.random.rand(n)  # want "python/numpy-legacy-random"
