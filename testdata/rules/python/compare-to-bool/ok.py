def publish(session, post, draft):
    if draft:
        return None
    rows = session.query(Post).filter(Post.visible == True).all()
    frame = df[df.active == False]
    return rows, frame
