import subprocess


def head_commit():
    return subprocess.run(["git", "rev-parse", "HEAD"]).stdout.decode().strip()  # want "python/subprocess-output-not-captured"
