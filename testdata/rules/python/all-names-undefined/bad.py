from .models import User

__all__ = ["User", "create_user", "UserManager", "MAX_USERS"]  # want "python/all-names-undefined" "python/all-names-undefined"


def create_user(name):
    return User(name)
