from starlette.requests import Request


async def create_item(request: Request):
    body = await request.json()
    form = await request.form()
    return body, form
