import time


def fetch_with_retry(client, url):
    last_error = None
    for attempt in range(3):
        try:
            return client.get(url)
        except ConnectionError as err:
            last_error = err
            time.sleep(2 ** attempt)
    raise last_error


def parse(text):
    try:
        return int(text)
    except ValueError as exc:
        raise RuntimeError("bad input") from exc
