from fastapi import FastAPI
from pydantic import BaseModel

app = FastAPI()


class Item(BaseModel):
    name: str


@app.get("/items/{item_id}", response_model=Item)  # want "python/fastapi-redundant-response-model"
async def read_item(item_id: int) -> Item:
    return Item(name=str(item_id))
