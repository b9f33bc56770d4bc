import os

from aiohttp import web


async def handle(request):
    name = request.query.get("name")
    os.system("echo " + name)  # want "command-injection"
    return web.Response(text="ok")
