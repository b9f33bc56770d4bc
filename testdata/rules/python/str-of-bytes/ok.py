import base64
import subprocess


def token(secret, cmd):
    a = base64.b64encode(secret).decode("ascii")
    b = str(subprocess.check_output(cmd, text=True))
    c = str("header")
    d = str(base64.b64encode(secret), "ascii")
    return a, b, c, d
