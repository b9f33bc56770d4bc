from flask_wtf import FlaskForm
import tornado.web


def includeme(config):
    config.set_default_csrf_options(require_csrf=True, check_origin=True)


class CommentForm(FlaskForm):
    class Meta:
        csrf = True
        locales = False


class Handler(tornado.web.RequestHandler):
    def check_xsrf_cookie(self):
        token = self.get_argument("_xsrf", None)
        if not token:
            raise tornado.web.HTTPError(403)
        return super().check_xsrf_cookie()


class WS(tornado.websocket.WebSocketHandler):
    def check_origin(self, origin):
        return False


class Auth(SessionAuthentication):
    def enforce_csrf(self, request):
        return super().enforce_csrf(request)
