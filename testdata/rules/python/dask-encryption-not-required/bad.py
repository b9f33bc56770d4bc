from distributed import Client
from distributed.security import Security


def connect(address):
    sec = Security(tls_ca_file="ca.pem", require_encryption=False)  # want "python/dask-encryption-not-required"
    return Client(address, security=sec)


def plain(address):
    return Client(address, security=Security(require_encryption=None))  # want "python/dask-encryption-not-required"
