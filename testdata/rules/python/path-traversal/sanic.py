import os

from sanic import Sanic, response

app = Sanic("files")


@app.get("/files/<name>")
async def download(request, name):
    return await response.file(os.path.join("/srv/files", name))  # want "path-traversal"
