import os

from pyramid.authentication import AuthTktAuthenticationPolicy
from pyramid.session import SignedCookieSessionFactory

session_factory = SignedCookieSessionFactory(os.environ["SESSION_SECRET"], secure=True, httponly=True)
authn = AuthTktAuthenticationPolicy(os.environ["AUTH_SECRET"], secure=settings["secure"], http_only=True, hashalg="sha512")
strict = SignedCookieSessionFactory(os.environ["S"], secure=True, httponly=True, samesite="Strict")
