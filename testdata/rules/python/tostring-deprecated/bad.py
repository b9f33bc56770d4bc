import array

import numpy as np


def pack(values):
    a = array.array("i", values).tostring()  # want "python/tostring-deprecated"
    b = np.asarray(values).tostring()  # want "python/tostring-deprecated"
    return a + b
