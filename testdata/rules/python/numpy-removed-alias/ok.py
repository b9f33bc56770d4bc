import numpy as np

if not hasattr(np, "float"):
    np.float = float


def convert(values):
    a = np.array(values, dtype=np.float64)
    b = a.astype(int)
    c = np.where(a > 0, a, np.nan)
    d = np.bool_(True)
    return np.prod(c), b, d, np.bool(1), np.long(2)
