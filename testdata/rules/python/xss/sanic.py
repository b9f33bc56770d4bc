from sanic import Sanic, json, text
from sanic.response import html

app = Sanic("shop")


@app.route("/hello")
async def hello(request):
    return html("<p>Hello " + request.args.get("name") + "</p>")  # want "xss"


@app.get("/echo")
async def echo(request):
    return text(request.args.get("q", ""))


@app.get("/api")
async def api(request):
    return json({"q": request.args.get("q")})
