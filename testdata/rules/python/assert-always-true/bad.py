def check(user):
    assert "user must be an admin"  # want "python/assert-always-true"
    assert 1  # want "python/assert-always-true"
    return user
