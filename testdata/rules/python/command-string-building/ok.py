import os
import shlex
import subprocess

TOOL = "convert"


def thumbnail(src, dst):
    subprocess.run(["convert", src, "-resize", "128x128", dst], check=True)
    os.system(f"gzip {shlex.quote(dst)}")
    os.system(f"{TOOL} --version")
    subprocess.run(f"ls {src}", check=True)
