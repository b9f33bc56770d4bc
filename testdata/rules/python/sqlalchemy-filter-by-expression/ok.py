def find(session, User, name):
    a = session.query(User).filter(User.name == name).first()
    b = session.query(User).filter_by(name=name).first()
    return a, b
