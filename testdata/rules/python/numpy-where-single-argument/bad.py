import numpy as np


def outliers(values, limit):
    idx = np.where(np.abs(values) > limit)[0]  # want "python/numpy-where-single-argument"
    return values[idx]
