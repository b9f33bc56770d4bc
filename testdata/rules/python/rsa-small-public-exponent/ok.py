from Crypto.PublicKey import RSA
from cryptography.hazmat.primitives.asymmetric import ec, rsa


def new_signing_key():
    # 65537, as cryptography's documentation advises
    return rsa.generate_private_key(public_exponent=65537, key_size=3072)


def default_exponent():
    return RSA.generate(3072)


def curve_key():
    return ec.generate_private_key(ec.SECP384R1())
