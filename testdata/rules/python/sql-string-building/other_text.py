from rich import text


def widget_text(label):
    return text.Text(f"Hello {label}")


def caption(label):
    return text(f"Hello {label}")
