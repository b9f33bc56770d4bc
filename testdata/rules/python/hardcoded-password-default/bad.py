import psycopg2


def connect(host, user="app", password="Sup3rS3cret!"):  # want "python/hardcoded-password-default"
    return psycopg2.connect(host=host, user=user, password=password)


class Client:
    def __init__(self, url: str, api_secret: str = "a8f5f167f44f4964e6c998dee827110c"):  # want "python/hardcoded-password-default"
        self.url = url
        self.api_secret = api_secret
