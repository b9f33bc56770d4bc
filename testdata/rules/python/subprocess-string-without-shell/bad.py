import subprocess
from subprocess import check_output


def run(path):
    subprocess.run("ls -l /tmp", check=True)  # want "python/subprocess-string-without-shell"
    subprocess.call(f"rm -rf {path}")  # want "python/subprocess-string-without-shell"
    subprocess.Popen(["git status"])  # want "python/subprocess-string-without-shell"
    subprocess.check_call("tar xzf " + path)  # want "python/subprocess-string-without-shell"
    return check_output("uname -a")  # want "python/subprocess-string-without-shell"
