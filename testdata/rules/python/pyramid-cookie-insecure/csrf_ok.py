from pyramid.config import Configurator
from pyramid.csrf import CookieCSRFStoragePolicy


def main(global_config, **settings):
    config = Configurator(settings=settings)
    config.set_csrf_storage_policy(CookieCSRFStoragePolicy(secure=True, samesite="Strict"))
    return config.make_wsgi_app()
