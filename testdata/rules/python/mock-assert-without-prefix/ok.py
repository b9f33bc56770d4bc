from unittest import mock


def test_send():
    m = mock.Mock()
    m("x")
    m.assert_called_once_with("x")
    assert m.called
    assert m.call_count == 1
