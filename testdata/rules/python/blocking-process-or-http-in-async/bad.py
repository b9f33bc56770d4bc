import subprocess
import httpx
from urllib.request import urlopen


async def build(url):
    subprocess.run(["make"], check=True)  # want "python/blocking-process-or-http-in-async"
    r = httpx.get(url)  # want "python/blocking-process-or-http-in-async"
    return urlopen(url).read(), r  # want "python/blocking-process-or-http-in-async"
