from fastapi import FastAPI
from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.middleware.trustedhost import TrustedHostMiddleware

app = FastAPI()
app.add_middleware(TrustedHostMiddleware, allowed_hosts=["*"])  # want "python/trusted-host-wildcard"

other = Starlette(middleware=[Middleware(TrustedHostMiddleware, allowed_hosts=["*"])])  # want "python/trusted-host-wildcard"
