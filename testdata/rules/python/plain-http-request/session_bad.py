import httpx
import requests


def sync_orders(token):
    with requests.Session() as s:
        s.headers["Authorization"] = token
        return s.get("http://orders.vendor.io/api/orders")  # want "python/plain-http-request"


async def sync_stock():
    client = httpx.AsyncClient()
    return await client.post("http://stock.vendor.io/api/sync", json={})  # want "python/plain-http-request"
