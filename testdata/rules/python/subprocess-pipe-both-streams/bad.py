import subprocess


def git_version():
    result = subprocess.run(["git", "--version"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, check=True)  # want "python/subprocess-pipe-both-streams"
    return result.stdout
