def check(user, other, flag, session, User):
    if user.id != other.id:
        return False
    if not user.active:
        return False
    rows = session.query(User).filter(not (User.name == "x"))
    if not (user.id == 1 and flag):
        return rows
    return bool(flag) and not (user in other)


class Version:
    def __eq__(self, other):
        return self.parts == other.parts

    def __ne__(self, other):
        return not self == other
