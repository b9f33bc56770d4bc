from fastapi import FastAPI
from fastapi.middleware.cors import CORSMiddleware
from starlette.applications import Starlette
from starlette.middleware import Middleware

app = FastAPI()
app.add_middleware(CORSMiddleware, allow_origins=["*"], allow_credentials=True, allow_methods=["*"])  # want "python/starlette-cors-credentials-wildcard"

middleware = [
    Middleware(CORSMiddleware, allow_credentials=True, allow_origin_regex=".*"),  # want "python/starlette-cors-credentials-wildcard"
]
other = Starlette(middleware=middleware)
