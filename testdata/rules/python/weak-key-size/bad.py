from Crypto.PublicKey import RSA
from cryptography.hazmat.primitives.asymmetric import dsa, rsa


def make_rsa():
    return rsa.generate_private_key(public_exponent=65537, key_size=1024)  # want "python/weak-key-size"


def make_rsa_positional():
    return rsa.generate_private_key(65537, 512)  # want "python/weak-key-size"


def make_dsa():
    return dsa.generate_private_key(key_size=1024)  # want "python/weak-key-size"


def make_pycryptodome():
    return RSA.generate(1024)  # want "python/weak-key-size"


def make_ec():
    from cryptography.hazmat.primitives.asymmetric import ec
    return ec.generate_private_key(ec.SECP192R1())  # want "python/weak-key-size"


def make_ecc():
    from Crypto.PublicKey import ECC
    return ECC.generate(curve="P-192")  # want "python/weak-key-size"


def multi_line():
    return rsa.generate_private_key(  # want "python/weak-key-size"
        public_exponent=65537,
        key_size=1024,
    )


def ssh_key():
    import paramiko
    return paramiko.RSAKey.generate(1024)  # want "python/weak-key-size"
