import httpx
import requests


class Client:
    def user(self, uid):
        resp = requests.get(f"{self.base}/users/{uid}", timeout=10)
        data = resp.json()  # want "python/requests-json-without-status-check"
        return data["user"]

    async def items(self):
        r = httpx.post(self.base + "/items", json={}, timeout=5)
        return r.json()["items"]  # want "python/requests-json-without-status-check"
