import ssl


def modern():
    ctx = ssl.create_default_context()
    ctx.set_ciphers("ECDHE+AESGCM:ECDHE+CHACHA20:!aNULL:!eNULL:!MD5:!RC4:!DES")
    return ctx


def high():
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    ctx.set_ciphers("HIGH:!aNULL:!kRSA:!PSK:!SRP:!MD5:!RC4")
    return ctx


def suite():
    ctx = ssl.create_default_context()
    ctx.set_ciphers("ECDHE-RSA-AES256-GCM-SHA384")
    return ctx
