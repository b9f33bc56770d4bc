from django.http import HttpResponse
from django.views.decorators.clickjacking import xframe_options_sameorigin

X_FRAME_OPTIONS = "SAMEORIGIN"


@xframe_options_sameorigin
def widget(request):
    return HttpResponse("embeddable here only")
