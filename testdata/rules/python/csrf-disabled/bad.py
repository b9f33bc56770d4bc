from django.views.decorators.csrf import csrf_exempt

@csrf_exempt  # want "python/csrf-disabled"
def transfer(request):
    return do_transfer(request.POST)

@app.route("/pay", methods=["POST"])
@csrf.exempt  # want "python/csrf-disabled"
def pay():
    return "ok"

WTF_CSRF_ENABLED = False  # want "python/csrf-disabled"
app.config["WTF_CSRF_ENABLED"] = False  # want "python/csrf-disabled"


@method_decorator(csrf_exempt, name="dispatch")  # want "python/csrf-disabled"
class HookView(View):
    pass


@view_config(route_name="pay", request_method="POST", require_csrf=False)  # want "python/csrf-disabled"
def pay_view(request):
    return {}


application = tornado.web.Application(handlers, xsrf_cookies=False)  # want "python/csrf-disabled"
