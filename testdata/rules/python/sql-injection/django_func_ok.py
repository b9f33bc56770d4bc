from django.db.models import F, Func, Value
from django.http import JsonResponse

from .models import Person

ALLOWED = {"upper": "UPPER", "lower": "LOWER"}


def transformed(request):
    qs = Person.objects.annotate(v=Func(F("last_name"), Value(request.GET.get("pad", "")), function="LPAD"))
    return JsonResponse(list(qs.values("v")), safe=False)


class Upper(Func):
    function = "UPPER"
    template = "%(function)s(%(expressions)s)"
