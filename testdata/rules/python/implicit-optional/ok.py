from typing import Any, Optional, TypeVar, Union

T = TypeVar("T")


def connect(host: Optional[str] = None, port: "int | None" = None, timeout: float | None = None):
    return host, port, timeout


def pick(value: Union[int, str] = None, extra: Any = None, item: T = None, raw: object = None, count: int = 0):
    return value, extra, item, raw, count
