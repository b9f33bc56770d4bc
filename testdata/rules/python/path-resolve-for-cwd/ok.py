from pathlib import Path


def project_root(config):
    return Path.cwd(), Path(config).resolve(), Path("..").resolve(), Path(".").resolve(strict=True)
