import os
import subprocess


def run(cmd):
    out = subprocess.check_output(cmd, universal_newlines=True)  # want "python/subprocess-legacy-argument"
    proc = subprocess.Popen(cmd, preexec_fn=os.setsid)  # want "python/subprocess-legacy-argument"
    return out, proc
