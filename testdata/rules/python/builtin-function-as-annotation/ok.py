from collections.abc import Callable
from typing import Any


def register(name: str, handler: Callable[..., None]) -> None:
    if callable(handler):
        HANDLERS[name] = handler


def payload(data: dict) -> Any:
    return any(data.values())


HANDLERS: dict[str, Any] = {}
