import subprocess


def run(cmd):
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    proc.wait()  # want "python/popen-wait-with-pipe"
    return proc.returncode
