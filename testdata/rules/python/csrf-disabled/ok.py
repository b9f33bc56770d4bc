from django.views.decorators.csrf import csrf_protect

@csrf_protect
def transfer(request):
    return do_transfer(request.POST)

WTF_CSRF_ENABLED = True
app.config["WTF_CSRF_TIME_LIMIT"] = None


@method_decorator(login_required, name="dispatch")
class HookView(View):
    pass


@view_config(route_name="pay", request_method="POST", require_csrf=True)
def pay_view(request):
    return {}


application = tornado.web.Application(handlers, xsrf_cookies=True)
