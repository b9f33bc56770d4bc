from unittest.mock import patch
from functools import singledispatch
from typing import overload

from flask import Flask

app = Flask(__name__)


@app.route("/users")
def users():
    return "list"


@app.route("/users/<int:uid>")
def user(uid):
    return str(uid)


@overload
def parse(x: int) -> int: ...
@overload
def parse(x: str) -> str: ...
def parse(x):
    return x


@singledispatch
def show(x):
    return x


@show.register
def _(x: int):
    return x


@show.register
def _(x: str):
    return x


def test_patches(run):
    @patch("os.getcwd")
    def check(mock):
        return mock

    run(check)

    @patch("os.getcwd")
    def check(mock):
        return mock

    run(check)
