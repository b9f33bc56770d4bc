from django.db import connection
from django.http import HttpResponse


def search(request, term):
    with connection.cursor() as cursor:
        cursor.execute("SELECT * FROM items WHERE name LIKE '%%%s%%'" % request.GET["q"])  # want "sql-injection"
    rows = Item.objects.raw("SELECT * FROM items WHERE tag = '" + term + "'")  # want "sql-injection"
    return HttpResponse("done")
