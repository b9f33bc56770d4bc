from django.http import HttpResponse
from django.views.decorators.clickjacking import xframe_options_exempt

X_FRAME_OPTIONS = "ALLOWALL"  # want "python/django-clickjacking"


@xframe_options_exempt  # want "python/django-clickjacking"
def widget(request):
    return HttpResponse("embeddable")
