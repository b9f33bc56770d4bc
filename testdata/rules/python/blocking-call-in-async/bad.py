import time
import requests


async def poll(url):
    while True:
        resp = requests.get(url, timeout=5)  # want "python/blocking-call-in-async"
        if resp.ok:
            return resp.json()
        time.sleep(1)  # want "python/blocking-call-in-async"
