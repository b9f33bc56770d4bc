from Crypto.PublicKey import RSA
from cryptography.hazmat.primitives.asymmetric import rsa
from OpenSSL import crypto

KEY_SIZE = 4096


def make_rsa():
    return rsa.generate_private_key(public_exponent=65537, key_size=KEY_SIZE)


def make_pycryptodome(bits):
    return RSA.generate(bits)


def make_scaled(n):
    bits = n * 8
    return RSA.generate(bits)


def make_openssl():
    key = crypto.PKey()
    key.generate_key(crypto.TYPE_RSA, 2048)
    return key


def reassigned():
    bits = 1024
    bits = 3072
    return RSA.generate(bits)
