def load(session, rows, User):
    for row in rows:
        session.add(User(**row))
        session.commit()  # want "python/commit-in-loop"
