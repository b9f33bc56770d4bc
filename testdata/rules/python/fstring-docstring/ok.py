def load(path):
    """Load the file at path."""
    return path


class Loader:
    """Loads things."""

    def name(self):
        return f"loader {self}"
