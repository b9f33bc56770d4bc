import hmac


def sign(key, msg):
    a = hmac.new(key, msg)  # want "python/hmac-without-digestmod"
    b = hmac.new(key)  # want "python/hmac-without-digestmod"
    return a, b
