def logout(session, cache, user_id, log):
    session.pop("user", None)
    if user_id in cache.entries:
        del cache.entries[user_id]
        log.info("evicted %s", user_id)
    if "token" in session:
        del session["csrf"]
    if user_id not in cache.entries:
        return
    if "user" in session:
        del session["user"]
    else:
        log.info("no user")
