import unittest
from unittest import mock


class SendTest(unittest.TestCase):
    @mock.patch("app.mail.smtplib.SMTP")
    def test_send(self):  # want "python/mock-patch-argument-missing"
        send_report()


@mock.patch("app.mail.smtplib.SMTP", autospec=True)
def test_send_plain():  # want "python/mock-patch-argument-missing"
    send_report()
