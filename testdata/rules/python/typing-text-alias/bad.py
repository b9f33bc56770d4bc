import typing
from typing import Optional, Text  # want "python/typing-text-alias"


def greet(name: Text, title: Optional[str] = None) -> typing.Text:  # want "python/typing-text-alias"
    return f"{title} {name}"
