async def fetch_all(client, urls):
    out = []
    for u in urls:
        out.append(await client.get(u))  # want "await-in-loop"
    return out
