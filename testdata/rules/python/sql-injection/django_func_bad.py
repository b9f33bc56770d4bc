# Django's Func, Aggregate and Window put function= and template= into the SQL as written.
from django.db.models import F, Func, Aggregate
from django.http import JsonResponse

from .models import Person


def transformed(request):
    fn = request.GET.get("fn", "UPPER")
    qs = Person.objects.annotate(v=Func(F("last_name"), function=fn))  # want "python/sql-injection"
    return JsonResponse(list(qs.values("v")), safe=False)


def templated(request):
    tpl = "%(function)s(%(expressions)s) " + request.POST["suffix"]
    qs = Person.objects.aggregate(v=Aggregate(F("age"), function="SUM", template=tpl))  # want "python/sql-injection"
    return JsonResponse(qs)
