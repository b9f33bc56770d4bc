from Crypto.PublicKey import RSA
from cryptography.hazmat.primitives.asymmetric import dsa, ec, rsa


def make_rsa():
    return rsa.generate_private_key(public_exponent=65537, key_size=3072)


def make_dsa():
    return dsa.generate_private_key(key_size=2048)


def make_pycryptodome():
    return RSA.generate(4096)


def make_ec():
    return ec.generate_private_key(ec.SECP256R1())


def make_ecc():
    from Crypto.PublicKey import ECC
    return ECC.generate(curve="P-256")


def ssh_key():
    import paramiko
    return paramiko.RSAKey.generate(bits=3072)
