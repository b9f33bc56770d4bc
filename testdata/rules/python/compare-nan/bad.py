import math
import numpy as np

def clean(values):
    return [v for v in values if v != float("nan")]  # want "python/compare-nan"

def missing(x):
    return x == math.nan or np.nan == x  # want "python/compare-nan" "python/compare-nan"
