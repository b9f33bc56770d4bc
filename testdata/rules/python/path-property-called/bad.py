from pathlib import Path

ROOT = Path(__file__).resolve().parent()  # want "python/path-property-called"


def label(report):
    path = Path(report)
    return path.stem() + Path(report).suffix()  # want "python/path-property-called" "python/path-property-called"
