import tkinter as tk
from typing import Optional


def greet(root, name: str, title: Optional[str] = None) -> str:
    tk.Text(root)
    return f"{title} {name}"
