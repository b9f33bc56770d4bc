import os

from Crypto.Cipher import AES
from cryptography.hazmat.primitives.ciphers.aead import AESGCM


def seal(key, data):
    enc = AES.new(key, AES.MODE_GCM)
    ciphertext, tag = enc.encrypt_and_digest(data)
    return enc.nonce + tag + ciphertext


def seal2(key, data):
    nonce = os.urandom(12)
    return nonce + AESGCM(key).encrypt(nonce, data, None)
