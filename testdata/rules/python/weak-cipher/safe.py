from Crypto.Cipher import AES

def enc(key, data):
    cipher = AES.new(key, AES.MODE_GCM)
    return cipher.encrypt_and_digest(data)


def ctr(key, nonce):
    from Cryptodome.Cipher import AES as A
    return A.new(key, A.MODE_CTR, nonce=nonce)
