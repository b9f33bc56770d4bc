import argparse

import numpy as np
import pandas as pd
from sqlalchemy.orm import declarative_base
from urllib3.util import Retry


def clean(df, a, b):
    df = df.map(str.strip)
    df = df.ffill()
    mask = np.isin(a, b)
    retry = Retry(total=3, allowed_methods=["GET"])
    return df, mask, retry
