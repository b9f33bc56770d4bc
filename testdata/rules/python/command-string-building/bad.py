import os
import subprocess


def thumbnail(src, dst):
    os.system(f"convert {src} -resize 128x128 {dst}")  # want "python/command-string-building"
    subprocess.run("gzip " + dst, shell=True, check=True)  # want "python/command-string-building"
    return subprocess.getoutput("file %s" % src)  # want "python/command-string-building"
