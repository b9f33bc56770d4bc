def load(session, rows, User, repo):
    for row in rows:
        session.add(User(**row))
    session.commit()
    for change in rows:
        repo.commit()
