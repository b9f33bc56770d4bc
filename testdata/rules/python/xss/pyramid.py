from pyramid.response import Response
from pyramid.view import view_config


@view_config(route_name="hello")
def hello(request):
    name = request.params.get("name", "")
    return Response("<p>Hello " + name + "</p>")  # want "xss"


@view_config(route_name="item")
def item(request):
    return Response(request.matchdict["id"], content_type="text/plain")


@view_config(route_name="fixed")
def fixed(request):
    return Response("<p>Hello</p>")
