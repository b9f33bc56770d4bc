import shlex
import subprocess


def run(path, cmd):
    subprocess.run(["ls", "-l", "/tmp"], check=True)
    subprocess.call(f"rm -rf {path}", shell=True)
    subprocess.Popen(["git", "status"])
    subprocess.check_call(shlex.split("tar xzf " + path))
    subprocess.run("uptime")
    subprocess.run(cmd)
    subprocess.run(["C:\\Program Files\\tool.exe"])
    return subprocess.check_output("uname -a", executable="/bin/sh")
