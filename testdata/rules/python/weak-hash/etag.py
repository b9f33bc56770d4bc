import hashlib


def make_etag(content):
    # an ETag names a version of the content: it protects nothing
    return '"%s"' % hashlib.md5(content).hexdigest()


def store(data, cache):
    cache_key = hashlib.sha1(data).hexdigest()
    cache.set(cache_key, data)
