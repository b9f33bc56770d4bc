from Crypto.Cipher import AES
from cryptography.fernet import Fernet

AES_KEY = b"0123456789abcdef"
FERNET_KEY = b"ZmDfcTF7_60GrrY167zsiPd67pEvs0aGOv2oasOM1Pg="


def encrypt(data):
    return AES.new(AES_KEY, AES.MODE_GCM).encrypt_and_digest(data)  # want "python/hardcoded-crypto-key"


def token(data):
    return Fernet(FERNET_KEY).encrypt(data)  # want "python/hardcoded-crypto-key"
