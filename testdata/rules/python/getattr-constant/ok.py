def name_of(user, field):
    setattr(user, field, True)
    nick = getattr(user, "nick", None)
    return getattr(user, field), nick, getattr(user, "__secret")
