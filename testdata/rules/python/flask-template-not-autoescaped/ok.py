from flask import Flask, render_template, request
from flask_mail import Message

app = Flask(__name__)


@app.route("/hello")
def hello():
    return render_template("hello.html", name=request.args.get("name"))


@app.route("/feed")
def feed():
    return render_template("feed.xml", items=[])


def welcome_mail(user):
    msg = Message("Welcome", recipients=[user.email])
    msg.body = render_template("welcome.txt", user=user)
    return msg


def plain_body(user):
    return render_template("welcome.txt", user=user)
