import os
from Crypto.Cipher import AES
from Crypto.Random import get_random_bytes
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes
from cryptography.hazmat.primitives.ciphers.aead import AESGCM


def encrypt_cbc(key, data):
    iv = get_random_bytes(16)
    cipher = AES.new(key, AES.MODE_CBC, iv)
    return iv + cipher.encrypt(data)


def decrypt_cbc(key, message):
    cipher = AES.new(key, AES.MODE_CBC, iv=message["iv"])
    return cipher.decrypt(message["ct"])


def decrypt_hex(key, blob):
    iv = bytes.fromhex(blob["iv"])
    return AES.new(key, AES.MODE_CBC, iv)


def gcm_default_nonce(key, data):
    cipher = AES.new(key, AES.MODE_GCM)
    return cipher.nonce, cipher.encrypt_and_digest(data)


def hazmat(key, data):
    iv = os.urandom(16)
    enc = Cipher(algorithms.AES(key), modes.CBC(iv)).encryptor()
    return iv + enc.update(data) + enc.finalize()


def aead(key, data):
    nonce = os.urandom(12)
    return nonce + AESGCM(key).encrypt(nonce, data, None)


def gcm_decrypt(key, iv, tag):
    return Cipher(algorithms.AES(key), modes.GCM(iv, tag)).decryptor()
