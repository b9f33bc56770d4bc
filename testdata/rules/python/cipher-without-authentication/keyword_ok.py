from Crypto.Cipher import AES


def encrypt(key, data):
    cipher = AES.new(key, mode=AES.MODE_GCM)
    ciphertext, tag = cipher.encrypt_and_digest(data)
    return cipher.nonce, ciphertext, tag
