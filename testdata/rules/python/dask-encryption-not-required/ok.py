from distributed import Client
from distributed.security import Security


def connect(address):
    sec = Security(
        tls_ca_file="ca.pem",
        tls_client_cert="client.pem",
        tls_client_key="client.key",
        require_encryption=True,
    )
    return Client(address, security=sec)
