import os

from pyramid.authentication import AuthTktAuthenticationPolicy
from pyramid.session import SignedCookieSessionFactory

session_factory = SignedCookieSessionFactory(os.environ["SESSION_SECRET"])  # want "python/pyramid-cookie-insecure"
authn = AuthTktAuthenticationPolicy(os.environ["AUTH_SECRET"], secure=False, hashalg="sha512")  # want "python/pyramid-cookie-insecure"
strict = SignedCookieSessionFactory(os.environ["S"], secure=True, httponly=False)  # want "python/pyramid-cookie-insecure"
cross = AuthTktAuthenticationPolicy(os.environ["A"], secure=True, http_only=True, samesite=None)  # want "python/pyramid-cookie-insecure"
readable = AuthTktAuthenticationPolicy(os.environ["A"], secure=True, hashalg="sha512")  # want "python/pyramid-cookie-insecure"
