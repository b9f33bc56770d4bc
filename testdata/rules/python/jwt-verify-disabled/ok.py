import jwt

def user_of(token, key):
    header = jwt.get_unverified_header(token)
    claims = jwt.decode(token, key, algorithms=["HS256"], options={"verify_aud": False})
    return base64.decode(token, verify=False)


def claims_of(token, key):
    opts = {"verify_exp": False}
    return jwt.decode(token, key, algorithms=["HS256"], options=opts)
