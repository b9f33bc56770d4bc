import numpy as np
from scipy import sparse


def transform(a, b):
    m = np.array([[1, 0], [0, 1]])
    return m @ np.asarray(a) @ b, sparse.csr_matrix(m)
