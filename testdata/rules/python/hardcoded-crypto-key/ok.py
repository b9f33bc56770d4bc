import base64
import os

from Crypto.Cipher import AES
from cryptography.fernet import Fernet
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes


def encrypt(data):
    key = base64.b64decode(os.environ["DATA_KEY"])
    cipher = AES.new(key, AES.MODE_GCM)
    return cipher.encrypt_and_digest(data)


def fernet_token(settings, data):
    return Fernet(settings.FERNET_KEY).encrypt(data)


def fernet_env(data):
    return Fernet(os.environ["FERNET_KEY"].encode()).encrypt(data)


def new_key():
    return Fernet(Fernet.generate_key())


def hazmat(iv, keys):
    return Cipher(algorithms.AES(keys["aes"]), modes.CBC(iv))
