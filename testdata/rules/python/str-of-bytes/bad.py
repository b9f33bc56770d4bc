import base64
import subprocess


def token(secret, cmd):
    a = str(base64.b64encode(secret))  # want "python/str-of-bytes"
    b = str(subprocess.check_output(cmd))  # want "python/str-of-bytes"
    c = str(b"header")  # want "python/str-of-bytes"
    return a, b, c
