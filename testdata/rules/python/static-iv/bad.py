import os
from Crypto.Cipher import AES
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM


def encrypt_cbc(key, data):
    cipher = AES.new(key, AES.MODE_CBC, b"0123456789abcdef")  # want "python/static-iv"
    return cipher.encrypt(data)


def encrypt_kw(key, data):
    iv = b"\x00" * 16
    cipher = AES.new(key, AES.MODE_CBC, iv=iv)  # want "python/static-iv"
    return cipher.encrypt(data)


def encrypt_gcm(key, data):
    cipher = AES.new(key, AES.MODE_GCM, nonce=bytes(12))  # want "python/static-iv"
    return cipher.encrypt_and_digest(data)


def hazmat(key, data):
    iv = "fixed-iv-1234567".encode()
    enc = Cipher(algorithms.AES(key), modes.CBC(iv)).encryptor()  # want "python/static-iv"
    return enc.update(data) + enc.finalize()


def hazmat_ctr(key):
    return Cipher(algorithms.AES(key), modes.CTR(b"\x00" * 16))  # want "python/static-iv"


def aead(key, data):
    return AESGCM(key).encrypt(b"123456789012", data, None)  # want "python/static-iv"
