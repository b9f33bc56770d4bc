from Crypto.PublicKey import RSA
from cryptography.hazmat.primitives.asymmetric import rsa


def new_signing_key():
    return rsa.generate_private_key(public_exponent=3, key_size=2048)  # want "python/rsa-small-public-exponent"


def legacy_key():
    return RSA.generate(2048, e=3)  # want "python/rsa-small-public-exponent"


def positional():
    return rsa.generate_private_key(3, 3072)  # want "python/rsa-small-public-exponent"
