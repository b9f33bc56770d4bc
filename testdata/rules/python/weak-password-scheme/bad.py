import crypt

from passlib.context import CryptContext
from passlib.hash import des_crypt, md5_crypt
from werkzeug.security import generate_password_hash

pwd_context = CryptContext(schemes=["md5_crypt", "bcrypt"], deprecated="auto")  # want "python/weak-password-scheme"
legacy = CryptContext(schemes=["bcrypt", "ldap_salted_sha1"], default="ldap_salted_sha1")  # want "python/weak-password-scheme"


def store(user, password):
    user.password_hash = md5_crypt.hash(password)  # want "python/weak-password-scheme"


def store_des(user, password):
    user.password_hash = des_crypt.using(salt="ab").hash(password)  # want "python/weak-password-scheme"


def store_werkzeug(user, password):
    user.password_hash = generate_password_hash(password, method="sha256")  # want "python/weak-password-scheme"


def store_werkzeug_positional(user, password):
    user.password_hash = generate_password_hash(password, "plain")  # want "python/weak-password-scheme"


def store_crypt(user, password):
    user.password_hash = crypt.crypt(password, "ab")  # want "python/weak-password-scheme"


def store_crypt_md5(user, password):
    user.password_hash = crypt.crypt(password, crypt.mksalt(crypt.METHOD_MD5))  # want "python/weak-password-scheme"
    user.md5 = crypt.crypt(password, "$1$saltsalt$")  # want "python/weak-password-scheme"
