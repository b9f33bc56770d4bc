import unittest
from unittest import mock


class SendTest(unittest.TestCase):
    @mock.patch("app.mail.smtplib.SMTP")
    def test_send(self, smtp):
        send_report()
        smtp.assert_called_once()

    @mock.patch("app.mail.RETRIES", new=0)
    def test_no_retry(self):
        send_report()

    @mock.patch("app.mail.RETRIES", 0)
    def test_zero(self):
        send_report()
