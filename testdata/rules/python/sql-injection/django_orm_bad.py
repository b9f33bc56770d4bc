# Django's raw() and extra() run the SQL text they are given: "Always use
# params rather than formatting" (the documentation of both). The model is
# imported from the app, as views do.
from django.http import HttpResponse

from .models import Person


def by_name(request):
    name = request.GET["name"]
    people = Person.objects.raw("SELECT * FROM myapp_person WHERE last_name = '%s'" % name)  # want "python/sql-injection: SQL query built from request data"
    return HttpResponse(len(list(people)))


def by_name_fstring(request):
    name = request.GET.get("name")
    people = Person.objects.raw(f"SELECT * FROM myapp_person WHERE last_name = '{name}'")  # want "python/sql-injection"
    return HttpResponse(len(list(people)))


def extra_where(request):
    name = request.GET.get("name")
    qs = Person.objects.extra(where=["last_name = '%s'" % name])  # want "python/sql-injection: SQL query built from request data"
    return HttpResponse(qs.count())


def extra_select(request):
    col = request.POST["col"]
    qs = Person.objects.filter(active=True).extra(select={"x": "SELECT %s FROM t" % col})  # want "python/sql-injection"
    return HttpResponse(qs.count())


def helper_raw(last):
    return Person.objects.raw("SELECT * FROM myapp_person WHERE last_name = '{}'".format(last))  # want "python/sql-injection: SQL built with string formatting"


def helper_extra(last):
    return Person.objects.extra(where=["last_name = '%s'" % last])  # want "python/sql-injection: SQL built with string formatting and passed to extra"
