import md5
import sha
from md5 import new as md5_new


def session_token(data):
    return md5.new(data).hexdigest()  # want "weak-hash"


def fingerprint(data):
    return sha.new(data).hexdigest()  # want "weak-hash"


def legacy(data):
    return md5_new(data).digest()  # want "weak-hash"
