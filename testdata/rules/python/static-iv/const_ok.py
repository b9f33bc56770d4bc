import os

from Crypto.Cipher import AES
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes

IV_SIZE = 16


def encrypt(key, data):
    iv = os.urandom(IV_SIZE)
    return iv + AES.new(key, AES.MODE_CBC, iv).encrypt(data)


def encrypt_gcm(key, data):
    nonce = os.urandom(12)
    enc = Cipher(algorithms.AES(key), modes.GCM(nonce)).encryptor()
    return nonce + enc.update(data) + enc.finalize()
