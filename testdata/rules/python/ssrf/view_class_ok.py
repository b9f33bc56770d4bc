import requests
from django.http import JsonResponse
from django.views import View
from rest_framework.response import Response
from rest_framework.views import APIView

STATUS = {"billing": "https://billing.internal.example/health", "search": "https://search.internal.example/health"}


class StatusView(View):
    # the user and the method are the server's, and the URL comes from a fixed table
    def get(self, request):
        if self.request.user.is_staff and self.request.method == "GET":
            return JsonResponse({"ok": requests.get(STATUS["billing"], timeout=5).ok})
        return JsonResponse({})


class ApiStatus(APIView):
    def get(self, request):
        name = self.request.query_params.get("service")
        url = STATUS["search"] if name == "search" else STATUS["billing"]
        return Response({"ok": requests.get(url, timeout=5).ok})


class Crawler:
    # not a view: its request is the one it builds itself
    def __init__(self, base):
        self.request = requests.Request("GET", base)

    def run(self):
        return requests.get(self.request.url, timeout=5)
