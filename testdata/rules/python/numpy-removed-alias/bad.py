import numpy as np


def convert(values):
    a = np.array(values, dtype=np.float)  # want "python/numpy-removed-alias"
    b = a.astype(np.int)  # want "python/numpy-removed-alias"
    c = np.where(a > 0, a, np.NaN)  # want "python/numpy-removed-alias"
    return np.product(c)  # want "python/numpy-removed-alias"


def scalars(arr):
    return np.asscalar(arr[0]), np.alen(arr)  # want "python/numpy-removed-alias" "python/numpy-removed-alias"
