from flask import Flask

app = Flask(__name__)

if __name__ == "__main__":
    app.run(host="0.0.0.0", debug=True)  # want "flask-debug"


def serve(web_app):
    web_app.run("0.0.0.0", 8080, True)  # want "flask-debug"
