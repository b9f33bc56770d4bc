from flask import redirect, url_for


def logout():
    return redirect(url_for("/login"))  # want "python/flask-url-for-given-path"
