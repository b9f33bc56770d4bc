import numpy as np
import pandas as pd
from sqlalchemy.ext.declarative import declarative_base  # want "python/library-deprecated-api"
from urllib3.util import Retry


def clean(df, a, b):
    df = df.applymap(str.strip)  # want "python/library-deprecated-api"
    df = df.fillna(method="ffill")  # want "python/library-deprecated-api"
    mask = np.in1d(a, b)  # want "python/library-deprecated-api"
    retry = Retry(total=3, method_whitelist=["GET"])  # want "python/library-deprecated-api"
    return df, mask, retry


def view(request):
    return request.is_ajax()  # want "python/library-deprecated-api"
default_app_config = "shop.apps.ShopConfig"  # want "python/library-deprecated-api"
