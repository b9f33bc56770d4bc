from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()


class Item(BaseModel):
    name: str


class PublicItem(BaseModel):
    name: str


@app.get("/items/{item_id}")
async def read_item(item_id: int) -> Item:
    return Item(name=str(item_id))


@app.get("/public/{item_id}", response_model=PublicItem)
async def read_public(item_id: int) -> Item:
    return Item(name=str(item_id))
