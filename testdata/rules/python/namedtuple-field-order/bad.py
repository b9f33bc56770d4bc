from typing import NamedTuple


class Endpoint(NamedTuple):
    host: str
    port: int = 443
    path: str  # want "python/namedtuple-field-order"
