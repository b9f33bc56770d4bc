from flask import redirect, url_for


def logout():
    return redirect(url_for("auth.login"))


def home():
    return redirect("/")
