import paramiko


def connect(host):
    client = paramiko.SSHClient()
    client.set_missing_host_key_policy(paramiko.AutoAddPolicy())  # want "python/ssh-auto-add-host-key"
    client.connect(host)
    return client


def connect2(client):
    client.set_missing_host_key_policy(WarningPolicy)  # want "python/ssh-auto-add-host-key"


def connect_policy_first(host):
    client = paramiko.SSHClient()
    policy = paramiko.AutoAddPolicy()
    client.set_missing_host_key_policy(policy)  # want "python/ssh-auto-add-host-key"
    client.connect(host)
    return client
