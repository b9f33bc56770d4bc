def report(user):
    log.info(f"user {user.id} not found")
    msg = (f"{user.name}: "
           f"done")
    return "done", msg
