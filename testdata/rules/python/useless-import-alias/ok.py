import numpy as np
import os.path as osp
from .models import User as User
from typing import Any as Any


def total(xs):
    return np.sum(xs), osp.sep, User, Any
