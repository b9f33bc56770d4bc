from sqlalchemy import text


def by_fragment(session, User, uid):
    return session.query(User).filter(text("id = :uid")).params(uid=uid)
