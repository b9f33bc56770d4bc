import requests
from django.http import JsonResponse
from django.views import View
from django.views.generic import TemplateView
from rest_framework import viewsets
from rest_framework.response import Response
from rest_framework.views import APIView


class PreviewView(View):
    # Django's View.setup() stores the request it dispatches as self.request
    def get(self, request):
        page = requests.get(self.request.GET["url"], timeout=5)  # want "ssrf: .*self.request.GET"
        return JsonResponse({"status": page.status_code})


class PageView(TemplateView):
    template_name = "page.html"

    def get_context_data(self, **kwargs):
        ctx = super().get_context_data(**kwargs)
        ctx["status"] = requests.head(self.request.GET.get("url"), timeout=5).status_code  # want "ssrf"
        return ctx


class ProbeAPI(APIView):
    def post(self, request):
        return Response({"ok": self.probe()})

    def probe(self):
        target = self.request.query_params["target"]
        return requests.get(target, timeout=5).ok  # want "ssrf: .*self.request.query_params"


class BaseAPI(APIView):
    pass


class HookViewSet(BaseAPI, viewsets.ViewSet):
    def create(self, request):
        requests.post(self.request.data["callback"], json={}, timeout=5)  # want "ssrf"
        return Response(status=201)
