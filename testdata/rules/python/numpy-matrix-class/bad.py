import numpy as np


def transform(a, b):
    m = np.matrix([[1, 0], [0, 1]])  # want "python/numpy-matrix-class"
    return m * np.asmatrix(a) * b  # want "python/numpy-matrix-class"
