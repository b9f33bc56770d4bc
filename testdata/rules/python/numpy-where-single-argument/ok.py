import numpy as np


def outliers(values, limit):
    idx = np.nonzero(np.abs(values) > limit)[0]
    clipped = np.where(values > limit, limit, values)
    return values[idx], clipped
