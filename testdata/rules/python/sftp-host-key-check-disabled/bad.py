import pysftp


def upload(host, user, key_path, local, remote):
    cnopts = pysftp.CnOpts()
    cnopts.hostkeys = None  # want "python/sftp-host-key-check-disabled"
    with pysftp.Connection(host, username=user, private_key=key_path, cnopts=cnopts) as sftp:
        sftp.put(local, remote)
