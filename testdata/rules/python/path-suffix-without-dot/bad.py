from pathlib import Path


def export_name(report: Path):
    return report.with_suffix("csv")  # want "python/path-suffix-without-dot"
