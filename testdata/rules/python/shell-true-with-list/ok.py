import subprocess


def listing(path):
    a = subprocess.run(["ls", "-l", path])
    b = subprocess.run("ls -l", shell=True)
    c = subprocess.run(["ls -l"], shell=True)
    return a, b, c
