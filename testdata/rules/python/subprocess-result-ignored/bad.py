import subprocess


def deploy(tag):
    subprocess.run(["git", "push", "origin", tag])  # want "python/subprocess-result-ignored"
    subprocess.call(["make", "release"])  # want "python/subprocess-result-ignored"
