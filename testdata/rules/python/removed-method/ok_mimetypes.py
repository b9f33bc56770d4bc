import mimetypes


def load(path):
    db = mimetypes.MimeTypes()
    with open(path) as f:
        db.readfp(f, True)
    return db
