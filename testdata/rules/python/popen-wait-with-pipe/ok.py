import subprocess


def run(cmd):
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE)
    out, _ = proc.communicate(timeout=60)
    return out


def stream(cmd):
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE)
    for line in proc.stdout:
        print(line)
    proc.wait()


def quiet(cmd):
    proc = subprocess.Popen(cmd)
    proc.wait()
