from flask import Flask

app = Flask(__name__)


@app.route("/login", methods=["GET", "POST"])
def login():
    return "ok"


def test_disallow_string(pytest):
    with pytest.raises(TypeError):
        app.add_url_rule("/", methods="GET POST", endpoint="test")
