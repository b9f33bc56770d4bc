import shlex
import subprocess


def fixed():
    subprocess.run(["bash", "-c", "ls -l | wc -l"], check=True)


def quoted(name):
    subprocess.run(["sh", "-c", "tar czf backup.tgz " + shlex.quote(name)], check=True)


def program(name):
    subprocess.run(["tar", "czf", "backup.tgz", "--", name], check=True)


def python_c(code_file):
    subprocess.run(["python3", "-c", "import sys; print(sys.version)"], check=True)


def positional(name):
    subprocess.run(["bash", "-c", 'echo "$1"', "echo", name], check=True)
