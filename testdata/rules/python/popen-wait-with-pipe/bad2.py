from subprocess import PIPE, Popen


def build(cmd):
    proc = Popen(cmd, stdout=PIPE)
    proc.wait()  # want "python/popen-wait-with-pipe"
    return proc.returncode
