from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.asymmetric.rsa import generate_private_key


def signing_key():
    return generate_private_key(public_exponent=65537, key_size=1024)  # want "python/weak-key-size"


def curve_key():
    return ec.generate_private_key(curve=ec.SECP192R1())  # want "python/weak-key-size"
