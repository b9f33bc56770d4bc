import subprocess


def branches():
    names = subprocess.check_output(["git", "branch"], text=True).split("\n")
    raw = subprocess.check_output(["git", "branch"]).split(b"\n")
    head = subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, encoding="utf-8").stdout.strip("\n")
    return names, raw, head
