import paramiko


def remote_size(client: paramiko.SSHClient, path):
    stdin, stdout, stderr = client.exec_command(f"du -sh {path}")  # want "python/command-string-building"
    return stdout.read()
