from pathlib import Path


def export_name(report: Path):
    return report.with_suffix(".csv"), report.with_suffix(""), report.with_suffix(".tar.gz")
