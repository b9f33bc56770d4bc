import crypt

from passlib.context import CryptContext
from passlib.hash import argon2, bcrypt
from werkzeug.security import generate_password_hash

pwd_context = CryptContext(schemes=["argon2", "bcrypt", "md5_crypt"], deprecated="auto")
migrating = CryptContext(schemes=["md5_crypt", "bcrypt"], default="bcrypt", deprecated=["md5_crypt"])


def store(user, password):
    user.password_hash = argon2.hash(password)
    user.other = bcrypt.using(rounds=13).hash(password)


def store_werkzeug(user, password):
    user.password_hash = generate_password_hash(password)
    user.legacy = generate_password_hash(password, method="pbkdf2:sha256:600000")
    user.best = generate_password_hash(password, "scrypt")


def store_crypt(user, password):
    user.password_hash = crypt.crypt(password, crypt.mksalt(crypt.METHOD_SHA512))
