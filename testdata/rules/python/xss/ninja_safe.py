# A Django Ninja operation returns data that its response schema turns into
# JSON; the returned object is not an HTML page.
from django.http import HttpRequest
from django.shortcuts import get_object_or_404
from ninja import Router, Status

from .forms import SiteForm
from .models import Site
from .schemas import SiteInputSchema, SiteSchema

router = Router()


@router.post("/", response={201: SiteSchema})
def create_site(request: HttpRequest, data: SiteInputSchema):
    form = SiteForm(data.dict())
    form.save()
    return Status(201, form.instance)


@router.get("/search", response=list[SiteSchema])
def search(request: HttpRequest, search: str = ""):
    return Site.objects.filter(hostname__icontains=search)
