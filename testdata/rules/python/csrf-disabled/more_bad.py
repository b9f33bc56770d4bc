from flask_wtf import FlaskForm
from rest_framework.authentication import SessionAuthentication
import tornado.web

app.config["WTF_CSRF_CHECK_DEFAULT"] = False  # want "python/csrf-disabled"


def includeme(config):
    config.set_default_csrf_options(require_csrf=True, check_origin=False)  # want "python/csrf-disabled"


class CommentForm(FlaskForm):
    class Meta:
        csrf = False  # want "python/csrf-disabled"


form = CommentForm(meta={"csrf": False})  # want "python/csrf-disabled"


class CsrfExemptSessionAuthentication(SessionAuthentication):
    def enforce_csrf(self, request):  # want "python/csrf-disabled"
        return


class Handler(tornado.web.RequestHandler):
    def check_xsrf_cookie(self):  # want "python/csrf-disabled"
        pass
