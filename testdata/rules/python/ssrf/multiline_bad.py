import requests
from django.http import JsonResponse


def proxy(request):
    # the finding is the call's, at its first line; its path names the argument
    return JsonResponse(
        requests.get(  # want "ssrf: .*request.GET..url.. .line 9."
            request.GET["url"],
            timeout=5,
        ).json()
    )
