from aiohttp import web


async def page(request):
    item = request.match_info["id"]
    return web.Response(text="<p>" + item + "</p>", content_type="text/html")  # want "xss"


async def plain(request):
    return web.Response(text="id: " + request.match_info["id"])
