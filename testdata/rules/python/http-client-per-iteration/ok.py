import aiohttp
import httpx
import requests


async def fetch_all(urls):
    results = []
    async with aiohttp.ClientSession() as session:
        for url in urls:
            async with session.get(url) as resp:
                results.append(await resp.json())
    return results


def download(items):
    with httpx.Client(timeout=10) as client:
        for item in items:
            item.body = client.get(item.url).text


def through_proxies(url, proxies):
    # one client per proxy: each one is configured differently
    for proxy in proxies:
        with httpx.Client(proxy=proxy) as client:
            client.get(url)


def with_retries(url):
    for attempt in range(3):
        try:
            return requests.Session().get(url)
        except requests.ConnectionError:
            continue


def mirrors():
    for base in ("https://a.example", "https://b.example"):
        requests.Session().get(base)


def one_off(urls):
    # a plain request in a loop: no client is built
    return [requests.get(u, timeout=5) for u in urls]
