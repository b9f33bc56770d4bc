def report(user):
    log.info(f"user not found")  # want "python/fstring-without-placeholders"
    return f"done", user  # want "python/fstring-without-placeholders"
