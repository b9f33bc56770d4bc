import numpy as np


def collect(batches):
    parts = []
    for b in batches:
        parts.append(b)
    out = np.concatenate(parts)
    joined = np.append(out, [1, 2])
    return out, joined
