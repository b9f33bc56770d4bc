from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.asymmetric.rsa import generate_private_key


def signing_key():
    return generate_private_key(public_exponent=65537, key_size=3072)


def curve_key():
    return ec.generate_private_key(curve=ec.SECP384R1())

