from subprocess import PIPE, Popen


def build(cmd):
    proc = Popen(cmd, stdout=PIPE)
    out, _ = proc.communicate()
    proc.wait()
    return out
