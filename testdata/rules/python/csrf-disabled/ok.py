from django.views.decorators.csrf import csrf_protect

@csrf_protect
def transfer(request):
    return do_transfer(request.POST)

WTF_CSRF_ENABLED = True
app.config["WTF_CSRF_TIME_LIMIT"] = None
