import subprocess


def run(cmd, data):
    a = subprocess.run(cmd, capture_output=True, text=True)
    b = subprocess.check_output(cmd, stderr=subprocess.STDOUT)
    c = subprocess.run(cmd, input=data, stdout=subprocess.PIPE)
    d = subprocess.run(cmd, capture_output=False, stdout=subprocess.DEVNULL)
    return a, b, c, d
