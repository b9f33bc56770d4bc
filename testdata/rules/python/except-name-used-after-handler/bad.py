import time


def fetch_with_retry(client, url):
    for attempt in range(3):
        try:
            return client.get(url)
        except ConnectionError as err:
            time.sleep(2 ** attempt)
    raise err  # want "python/except-name-used-after-handler"


def parse(text):
    try:
        value = int(text)
    except ValueError as exc:
        value = None
    raise RuntimeError("bad input") from exc  # want "python/except-name-used-after-handler"
