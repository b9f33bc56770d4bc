import subprocess


def listing(path):
    return subprocess.run(["ls", "-l", path], shell=True)  # want "python/shell-true-with-list"
