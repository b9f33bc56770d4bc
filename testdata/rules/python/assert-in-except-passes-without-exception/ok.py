import pytest


def test_rejects_negative():
    with pytest.raises(ValueError, match="negative"):
        parse_amount("-1")


def test_rejects_empty():
    try:
        parse_amount("")
        pytest.fail("no error")
    except ValueError as exc:
        assert "empty" in str(exc)


def test_rejects_blank():
    try:
        parse_amount(" ")
    except ValueError as exc:
        assert "blank" in str(exc)
    else:
        raise AssertionError("no error")


def helper_check():
    try:
        parse_amount("x")
    except ValueError as exc:
        assert exc


def test_either_order(lines, by_int, by_str):
    try:
        assert lines == by_int
    except AssertionError:
        assert lines == by_str


def test_logs(caplog):
    try:
        run()
    except RuntimeError:
        assert "boom" in caplog.text
    assert_clean()
