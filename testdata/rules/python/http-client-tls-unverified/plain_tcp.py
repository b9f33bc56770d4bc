import redis


def client(cache, key):
    r = redis.Redis(host="localhost", ssl=False)
    return cache.get(key, ssl=False)
