from Crypto.Cipher import AES


def encrypt(key, iv, data):
    return AES.new(key, mode=AES.MODE_CBC, iv=iv).encrypt(data)  # want "python/cipher-without-authentication"
