import shlex
import sys
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


def windows(vcvarsall, plat):
    subprocess.check_output(f'cmd /u /c "{vcvarsall}" {plat} && set')
    if sys.platform == "win32":
        subprocess.run("taskkill /F /PID 1")
