import imaplib
import smtplib


def send(user, password, msg):
    server = smtplib.SMTP("mail.corp.net", 587)
    server.login(user, password)  # want "python/mail-login-without-tls"
    server.send_message(msg)
    server.quit()


def inbox(user, password):
    box = imaplib.IMAP4("imap.corp.net")
    box.login(user, password)  # want "python/mail-login-without-tls"
    return box.select("INBOX")
