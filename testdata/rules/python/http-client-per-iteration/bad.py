import aiohttp
import httpx
import requests


async def fetch_all(urls):
    results = []
    for url in urls:
        async with aiohttp.ClientSession() as session:  # want "python/http-client-per-iteration"
            async with session.get(url) as resp:
                results.append(await resp.json())
    return results


def download(items):
    for item in items:
        with httpx.Client(timeout=10) as client:  # want "python/http-client-per-iteration"
            item.body = client.get(item.url).text


def ping(hosts):
    for host in hosts:
        s = requests.Session()  # want "python/http-client-per-iteration"
        s.get(f"https://{host}/health")
