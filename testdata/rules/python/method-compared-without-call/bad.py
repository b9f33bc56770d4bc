import hashlib


def check(answer, data, expected):
    if answer.lower == "yes":  # want "python/method-compared-without-call"
        return True
    return hashlib.sha256(data).hexdigest != expected or "" == answer.strip  # want "python/method-compared-without-call"
