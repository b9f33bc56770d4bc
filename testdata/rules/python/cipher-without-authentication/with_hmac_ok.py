import hashlib
import hmac
import os

from Crypto.Cipher import AES


def seal(enc_key, mac_key, data):
    iv = os.urandom(16)
    body = iv + AES.new(enc_key, AES.MODE_CBC, iv).encrypt(data)
    return body + hmac.new(mac_key, body, hashlib.sha256).digest()
