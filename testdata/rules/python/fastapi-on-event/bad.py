from fastapi import FastAPI

app = FastAPI()


@app.on_event("startup")  # want "python/fastapi-on-event"
async def connect():
    pass
