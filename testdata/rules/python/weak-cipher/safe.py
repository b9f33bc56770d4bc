from Crypto.Cipher import AES

def enc(key, data):
    cipher = AES.new(key, AES.MODE_GCM)
    return cipher.encrypt_and_digest(data)
