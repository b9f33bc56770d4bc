from Crypto.Cipher import AES

MODE = AES.MODE_ECB


def encrypt(key, data):
    return AES.new(key, MODE).encrypt(data)  # want "weak-cipher"


def decrypt(key, data):
    mode = AES.MODE_ECB
    cipher = AES.new(key, mode)  # want "weak-cipher"
    return cipher.decrypt(data)
