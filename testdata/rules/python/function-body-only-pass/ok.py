from typing import overload


def export_report(rows, path):
    """Exports nothing on this platform: reports are disabled here."""
    pass


def noop(*args, **kwargs):
    pass


@overload
def parse(value: int) -> int:
    pass


class Plugin:
    def setup(self):
        pass


def register(app):
    def on_error(exc):
        pass

    app.errorhandler(on_error)


def _f(): pass


FunctionType = type(_f)
