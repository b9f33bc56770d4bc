from jwt import decode, encode

SIGNING_KEY = "k3y-f0r-pr0d-t0kens-2024"


def issue(user_id):
    return encode({"sub": user_id}, "s3cr3t-signing-key", algorithm="HS256")  # want "python/jwt-hardcoded-secret"


def check(token):
    return decode(token, SIGNING_KEY, algorithms=["HS256"])  # want "python/jwt-hardcoded-secret"
