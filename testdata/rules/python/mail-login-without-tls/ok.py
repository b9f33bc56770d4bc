import imaplib
import smtplib
import ssl


def send(user, password, msg):
    server = smtplib.SMTP("mail.corp.net", 587)
    server.starttls(context=ssl.create_default_context())
    server.login(user, password)
    server.send_message(msg)


def send_ssl(user, password, msg):
    with smtplib.SMTP_SSL("mail.corp.net", 465, context=ssl.create_default_context()) as server:
        server.login(user, password)
        server.send_message(msg)


def inbox(user, password):
    box = imaplib.IMAP4_SSL("imap.corp.net")
    box.login(user, password)
    return box.select("INBOX")


def web_login(client, user, password):
    return client.login(user, password)
