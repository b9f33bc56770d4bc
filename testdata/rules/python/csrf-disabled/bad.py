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
