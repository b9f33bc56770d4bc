import numpy as np


def collect(batches):
    out = np.array([])
    for b in batches:
        out = np.append(out, b)  # want "python/numpy-array-grown-in-loop"
    acc = np.empty((0, 3))
    while batches:
        acc = np.vstack([acc, batches.pop()])  # want "python/numpy-array-grown-in-loop"
    return out, acc
