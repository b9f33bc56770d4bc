import json
import subprocess
import time
from time import sleep

import requests


async def poll(url):
    await time.sleep(1)  # want "python/await-sync-call"
    r = await requests.get(url, timeout=5)  # want "python/await-sync-call"
    await sleep(0.5)  # want "python/await-sync-call"
    out = await subprocess.run(["ls"], check=True)  # want "python/await-sync-call"
    return await json.loads(r.text), out  # want "python/await-sync-call"
