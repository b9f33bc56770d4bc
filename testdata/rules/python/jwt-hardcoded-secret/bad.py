import jwt


def issue(user_id):
    return jwt.encode({"sub": user_id}, "s3cr3t-signing-key", algorithm="HS256")  # want "python/jwt-hardcoded-secret"


def check(token):
    return jwt.decode(token, key="aaaa-bbbb-cccc-dddd", algorithms=["HS256"])  # want "python/jwt-hardcoded-secret"
