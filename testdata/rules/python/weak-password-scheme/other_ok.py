import hashlib


class md5_crypt:
    @staticmethod
    def hash(data):
        return hashlib.sha256(data).hexdigest()


def digest(data):
    return md5_crypt.hash(data)
