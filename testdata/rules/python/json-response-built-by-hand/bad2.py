import json

from django.http import HttpResponse


def items(request):
    return HttpResponse(  # want "python/json-response-built-by-hand"
        json.dumps({"items": [1, 2]}),
        content_type="application/json; charset=utf-8",
    )
