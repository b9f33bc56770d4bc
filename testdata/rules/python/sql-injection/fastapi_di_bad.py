# A FastAPI endpoint's parameters are the request's: a query parameter
# formatted into SQL is injection, whatever else the endpoint is given.
from typing import Annotated

from fastapi import Depends, FastAPI, Request
from sqlalchemy import text
from sqlalchemy.orm import Session

from .db import get_db

app = FastAPI()


@app.get("/items")
def items(q: str, db: Session = Depends(get_db)):
    return db.execute(text("SELECT * FROM items WHERE name = '" + q + "'")).all()  # want "sql-injection"


@app.get("/search")
async def search(request: Request, db: Annotated[Session, Depends(get_db)]):
    term = request.query_params["term"]
    return db.execute(text(f"SELECT * FROM items WHERE name = '{term}'")).all()  # want "sql-injection"
