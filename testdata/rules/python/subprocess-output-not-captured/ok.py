import subprocess


def head_commit():
    return subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True, check=True).stdout.strip()


def branch():
    return subprocess.run(["git", "branch", "--show-current"], stdout=subprocess.PIPE, check=True).stdout


def run(cmd, **kwargs):
    return subprocess.run(cmd, **kwargs).stdout
