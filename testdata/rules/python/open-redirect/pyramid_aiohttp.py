from aiohttp import web
from pyramid.httpexceptions import HTTPFound
from pyramid.view import view_config


@view_config(route_name="login")
def login(request):
    return HTTPFound(location=request.params.get("came_from", "/"))  # want "open-redirect"


async def jump(request):
    raise web.HTTPFound(request.query["to"])  # want "open-redirect"


@view_config(route_name="home")
def home(request):
    return HTTPFound(location=request.route_url("home"))
