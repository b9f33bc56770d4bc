import paramiko


def connect(host):
    client = paramiko.SSHClient()
    client.load_system_host_keys()
    client.set_missing_host_key_policy(paramiko.RejectPolicy())
    client.connect(host)
    return client


def connect_policy_first(host):
    client = paramiko.SSHClient()
    policy = paramiko.RejectPolicy()
    client.set_missing_host_key_policy(policy)
    client.connect(host)
    return client
