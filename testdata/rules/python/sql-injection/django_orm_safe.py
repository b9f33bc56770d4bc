# The same queries with params, as Django's documentation writes them.
from django.http import HttpResponse

from .models import Person


def by_name(request):
    name = request.GET["name"]
    people = Person.objects.raw("SELECT * FROM myapp_person WHERE last_name = %s", [name])
    return HttpResponse(len(list(people)))


def extra_where(request):
    name = request.GET.get("name")
    qs = Person.objects.extra(where=["last_name = %s"], params=[name])
    return HttpResponse(qs.count())


def extra_select(request):
    qs = Person.objects.extra(select={"is_recent": "pub_date > '2006-01-01'"})
    return HttpResponse(qs.count())


def helper_raw(last):
    return Person.objects.raw("SELECT * FROM myapp_person WHERE last_name = %s", [last])
