MAX = 3


def should_retry(attempt, env):
    if attempt == 1:
        return True
    if MAX > 2:
        return False
    return env != "prod" and f"{env}" == "x"
