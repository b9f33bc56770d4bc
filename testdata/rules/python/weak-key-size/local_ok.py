from keys import store


def generate_private_key(key_size):
    return store.create(size=key_size)


def session_key():
    return generate_private_key(key_size=128)
