from Crypto.Cipher import AES, DES
from cryptography.hazmat.primitives.ciphers import Cipher, algorithms, modes

def enc(key, data):
    a = DES.new(key, DES.MODE_CBC)  # want "weak-cipher"
    b = AES.new(key, AES.MODE_ECB)  # want "weak-cipher"
    c = Cipher(algorithms.AES(key), modes.ECB())  # want "weak-cipher"
    return a, b, c


def legacy(key, data):
    from Cryptodome.Cipher import ARC4
    from cryptography.hazmat.decrepit.ciphers.algorithms import TripleDES
    import pyDes
    return ARC4.new(key), TripleDES(key), pyDes.des(key)  # want "weak-cipher"


def pycrypto_xor(key, data):
    from Crypto.Cipher import XOR
    return XOR.new(key).encrypt(data)  # want "weak-cipher"
