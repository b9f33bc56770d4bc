import pysftp


def upload(host, user, key_path, local, remote, known_hosts):
    # the server's key is loaded and checked: the documented safe form
    cnopts = pysftp.CnOpts()
    cnopts.hostkeys.load(known_hosts)
    with pysftp.Connection(host, username=user, private_key=key_path, cnopts=cnopts) as sftp:
        sftp.put(local, remote)


class Cache:
    def __init__(self):
        # an attribute of the same name on another object
        self.hostkeys = None
