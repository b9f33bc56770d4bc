import os
import subprocess


def run(cmd, drop):
    out = subprocess.check_output(cmd, text=True)
    proc = subprocess.Popen(cmd, start_new_session=True)
    other = subprocess.Popen(cmd, preexec_fn=drop)
    return out, proc, other


def raw(cmd):
    return subprocess.Popen(cmd, universal_newlines=False)
