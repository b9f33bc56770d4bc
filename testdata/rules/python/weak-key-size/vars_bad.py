from Crypto.PublicKey import RSA
from cryptography.hazmat.primitives.asymmetric import rsa
from OpenSSL import crypto

KEY_SIZE = 1024


def make_rsa():
    return rsa.generate_private_key(public_exponent=65537, key_size=KEY_SIZE)  # want "python/weak-key-size"


def make_pycryptodome():
    bits = 512
    return RSA.generate(bits)  # want "python/weak-key-size"


def make_openssl():
    key = crypto.PKey()
    key.generate_key(crypto.TYPE_RSA, 1024)  # want "python/weak-key-size"
    return key


def make_openssl_const():
    key = crypto.PKey()
    key.generate_key(crypto.TYPE_DSA, KEY_SIZE)  # want "python/weak-key-size"
    return key
