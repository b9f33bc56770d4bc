import pytest
from flask import Flask


def create_app(test_config=None):
    app = Flask(__name__)
    if test_config is not None:
        # the tests pass their own configuration
        app.config.update(test_config)
    return app


def create_app_for(testing=False):
    app = Flask(__name__)
    if testing:
        app.config["TESTING"] = True
    return app


@pytest.fixture
def client():
    app = create_app()
    app.config["TESTING"] = True
    return app.test_client()


app = Flask(__name__)
app.config["TESTING"] = False
