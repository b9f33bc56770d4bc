import os

from pyramid.authentication import AuthTktAuthenticationPolicy
from pyramid.session import SignedCookieSessionFactory

session_factory = SignedCookieSessionFactory(os.environ["SESSION_SECRET"])  # want "python/pyramid-cookie-insecure"
authn = AuthTktAuthenticationPolicy(os.environ["AUTH_SECRET"], secure=False, hashalg="sha512")  # want "python/pyramid-cookie-insecure"
