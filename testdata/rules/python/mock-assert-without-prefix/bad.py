from unittest import mock


def test_send():
    m = mock.Mock()
    m("x")
    m.called_once_with("x")  # want "python/mock-assert-without-prefix"
    assert m.not_called  # want "python/mock-assert-without-prefix"
