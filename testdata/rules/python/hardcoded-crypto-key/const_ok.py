import base64
import os

from Crypto.Cipher import AES
from cryptography.fernet import Fernet

AES_KEY = base64.b64decode(os.environ["AES_KEY"])
FERNET_KEY = Fernet.generate_key()


def encrypt(data):
    return AES.new(AES_KEY, AES.MODE_GCM).encrypt_and_digest(data)


def token(data):
    return Fernet(FERNET_KEY).encrypt(data)
