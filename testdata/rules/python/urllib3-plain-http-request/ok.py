import urllib3

http = urllib3.PoolManager()


def fetch_rates():
    # https: urllib3 verifies the certificate by default
    return http.request("GET", "https://rates.example.com/v1/latest").data


def health():
    # the local machine
    return http.request("GET", "http://localhost:8080/health").status


def metadata():
    return http.request("GET", "http://127.0.0.1:9100/metrics").data


class Cache:
    def request(self, kind, key):
        return kind, key


def lookup(cache):
    # another object's request(), with no URL in it
    return cache.request("GET", "user:42")
