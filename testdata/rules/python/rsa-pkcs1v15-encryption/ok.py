from Crypto.Cipher import PKCS1_OAEP
from Crypto.Signature import pkcs1_15
from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import padding


def wrap_key(public_key, data_key):
    return public_key.encrypt(data_key, padding.OAEP(mgf=padding.MGF1(algorithm=hashes.SHA256()), algorithm=hashes.SHA256(), label=None))


def sign(private_key, data):
    return private_key.sign(data, padding.PKCS1v15(), hashes.SHA256())


def legacy(rsa_key, h):
    PKCS1_OAEP.new(rsa_key)
    return pkcs1_15.new(rsa_key).sign(h)
