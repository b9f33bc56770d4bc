from pyramid.config import Configurator
from pyramid.csrf import CookieCSRFStoragePolicy


def main(global_config, **settings):
    config = Configurator(settings=settings)
    config.set_csrf_storage_policy(CookieCSRFStoragePolicy(secure=False))  # want "python/pyramid-cookie-insecure"
    config.set_csrf_storage_policy(CookieCSRFStoragePolicy())  # want "python/pyramid-cookie-insecure"
    return config.make_wsgi_app()
