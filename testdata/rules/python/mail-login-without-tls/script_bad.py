import imaplib
import os
import smtplib

server = smtplib.SMTP("mail.example.com", 587)
server.login("reports", os.environ["MAIL_PASSWORD"])  # want "python/mail-login-without-tls"
server.sendmail("reports@example.com", ["ops@example.com"], "Subject: nightly\n\ndone")

box = imaplib.IMAP4("imap.example.com")
box.login("reports", os.environ["MAIL_PASSWORD"])  # want "python/mail-login-without-tls"
