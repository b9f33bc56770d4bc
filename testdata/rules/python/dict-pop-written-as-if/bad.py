def logout(session, cache, user_id):
    if "user" in session:  # want "python/dict-pop-written-as-if"
        del session["user"]
    if user_id in cache.entries:  # want "python/dict-pop-written-as-if"
        del cache.entries[user_id]
