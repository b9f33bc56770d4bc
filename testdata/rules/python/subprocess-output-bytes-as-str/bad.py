import subprocess


def branches():
    names = subprocess.check_output(["git", "branch"]).split("\n")  # want "python/subprocess-output-bytes-as-str"
    head = subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True).stdout.strip("\n")  # want "python/subprocess-output-bytes-as-str"
    return names, head
