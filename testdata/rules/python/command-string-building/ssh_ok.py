import shlex

import paramiko


def remote_size(client: paramiko.SSHClient, path):
    stdin, stdout, stderr = client.exec_command("du -sh " + shlex.quote(path))
    return stdout.read()


def uptime(client):
    return client.exec_command("uptime")
