import os

from aiohttp import web

ROOT = "/srv/files"


async def download(request):
    name = request.match_info["name"]
    return web.FileResponse(os.path.join(ROOT, name))  # want "path-traversal"


async def logo(request):
    return web.FileResponse(os.path.join(ROOT, "logo.png"))


app = web.Application()
app.add_routes([web.get("/files/{name}", download), web.get("/logo", logo)])
