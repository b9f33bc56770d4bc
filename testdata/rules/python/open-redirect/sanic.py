from sanic import Sanic, response
from sanic.response import redirect

app = Sanic("shop")


@app.route("/login")
async def login(request):
    return redirect(request.args.get("next"))  # want "open-redirect"


@app.get("/logout")
async def logout(request):
    return response.redirect("/")
