import subprocess


def run(cmd, data):
    a = subprocess.run(cmd, capture_output=True, stderr=subprocess.STDOUT)  # want "python/subprocess-conflicting-arguments"
    b = subprocess.check_output(cmd, stdout=subprocess.PIPE)  # want "python/subprocess-conflicting-arguments"
    c = subprocess.run(cmd, stdin=subprocess.PIPE, input=data)  # want "python/subprocess-conflicting-arguments"
    return a, b, c
