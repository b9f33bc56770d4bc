# A Django Ninja operation's parameters are the request's: a query
# parameter formatted into SQL is injection.
from django.db import connection
from django.http import HttpRequest
from ninja import Router

router = Router()


@router.get("/items")
def items(request: HttpRequest, q: str):
    with connection.cursor() as cur:
        cur.execute("SELECT * FROM items WHERE name = '" + q + "'")  # want "sql-injection"
        return cur.fetchall()
