from Crypto.Cipher import AES

MODE = AES.MODE_GCM


def encrypt(key, data):
    return AES.new(key, MODE).encrypt_and_digest(data)


def decrypt(key, nonce, data, tag):
    mode = AES.MODE_GCM
    cipher = AES.new(key, mode, nonce=nonce)
    return cipher.decrypt_and_verify(data, tag)
