import pytest


def test_parse():
    result = int("3")
    assert result == 3
    return None


def helper_test_value():
    return 3


def test_views(app):
    @app.route("/test_filter/")
    def test_filter():
        return ""

    assert app.url_map
