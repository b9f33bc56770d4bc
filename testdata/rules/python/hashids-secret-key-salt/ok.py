import os

from hashids import Hashids

ids = Hashids(salt=os.environ["HASHIDS_SALT"], min_length=8)
