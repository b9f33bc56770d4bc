from flask import Flask, Blueprint, render_template, request

app = Flask(__name__)
bp = Blueprint("notes", __name__)


@app.route("/hello")
def hello():
    return render_template("hello.txt", name=request.args.get("name"))  # want "python/flask-template-not-autoescaped"


@bp.get("/note/<int:note_id>")
def note(note_id):
    return render_template("note.j2", note=load(note_id))  # want "python/flask-template-not-autoescaped"


def load(note_id):
    return {"id": note_id}
