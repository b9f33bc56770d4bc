from fastapi import FastAPI
from fastapi.middleware.cors import CORSMiddleware

ALLOWED_ORIGINS = ["*"]
app = FastAPI()
origins = ["*"]
app.add_middleware(CORSMiddleware, allow_origins=origins, allow_credentials=True)  # want "python/starlette-cors-credentials-wildcard"


def create_app():
    api = FastAPI()
    api.add_middleware(CORSMiddleware, allow_origins=ALLOWED_ORIGINS, allow_credentials=True)  # want "python/starlette-cors-credentials-wildcard"
    return api
