from Crypto.Cipher import PKCS1_v1_5
from cryptography.hazmat.primitives.asymmetric import padding


def wrap_key(public_key, data_key):
    return public_key.encrypt(data_key, padding.PKCS1v15())  # want "python/rsa-pkcs1v15-encryption"


def legacy(rsa_key, data):
    return PKCS1_v1_5.new(rsa_key).encrypt(data)  # want "python/rsa-pkcs1v15-encryption"
