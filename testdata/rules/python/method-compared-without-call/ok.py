import hashlib


def check(answer, data, expected, interval):
    if answer.lower() == "yes":
        return True
    if interval.lower == 0:
        return False
    return hashlib.sha256(data).hexdigest() != expected
