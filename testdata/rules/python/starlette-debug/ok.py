import os

from fastapi import FastAPI

app = FastAPI(title="orders", debug=os.environ.get("APP_DEBUG") == "1")
plain = FastAPI()
