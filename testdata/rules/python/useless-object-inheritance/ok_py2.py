from __future__ import annotations

import six


class Config(object):
    pass
