from pathlib import Path

ROOT = Path(__file__).resolve().parent


def label(report, node):
    path = Path(report)
    return path.stem + Path(report).suffix + node.parent().name + path.resolve().as_posix()
