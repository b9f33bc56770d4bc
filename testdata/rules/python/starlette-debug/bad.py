from fastapi import FastAPI
from starlette.applications import Starlette

app = FastAPI(title="orders", debug=True)  # want "python/starlette-debug"
admin = Starlette(debug=True, routes=[])  # want "python/starlette-debug"
