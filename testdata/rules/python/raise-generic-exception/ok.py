class FormatError(Exception):
    pass


def load(path, fmt):
    if fmt not in ("json", "yaml"):
        raise FormatError(f"unknown format {fmt}")
    if not path:
        raise ValueError("path is required")
    try:
        return open(path, encoding="utf-8").read()
    except Exception:
        raise


def test_load_reports_failure(monkeypatch):
    def boom(*args, **kwargs):
        raise Exception("simulated failure")

    monkeypatch.setattr("builtins.open", boom)
