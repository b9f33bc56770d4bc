from flask import Flask, request
from flask_login import current_user

app = Flask(__name__)


@app.route("/greet")
def greet():
    template = request.args.get("template", "Hello {user.name}")
    return template.format(user=current_user)  # want "python/format-string-from-request"


def view(request):
    return request.POST["fmt"].format_map({"user": request.user})  # want "python/format-string-from-request"
