from myrpc import ServerProxy


def client(url):
    return ServerProxy(url)

