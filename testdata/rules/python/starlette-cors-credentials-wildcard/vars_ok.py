import os

from fastapi import FastAPI
from fastapi.middleware.cors import CORSMiddleware

ALLOWED_ORIGINS = ["https://app.example.com"]
app = FastAPI()
origins = ["*"]
app.add_middleware(CORSMiddleware, allow_origins=origins, allow_credentials=False)


def create_app():
    api = FastAPI()
    api.add_middleware(CORSMiddleware, allow_origins=ALLOWED_ORIGINS, allow_credentials=True)
    env_origins = os.environ["ORIGINS"].split(",")
    api.add_middleware(CORSMiddleware, allow_origins=env_origins, allow_credentials=True)
    return api
