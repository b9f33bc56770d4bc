def f(x, session, Model):
    if x is None:
        return session.query(Model).filter(Model.deleted_at == None).all()
    return x
