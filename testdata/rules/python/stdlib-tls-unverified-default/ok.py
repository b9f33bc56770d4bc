import ftplib
import imaplib
import smtplib
import ssl

CTX = ssl.create_default_context()


def send(user, password, msg):
    server = smtplib.SMTP("mail.corp.com", 587)
    server.starttls(context=CTX)
    server.login(user, password)
    server.send_message(msg)


def send_ssl(user, password, msg):
    with smtplib.SMTP_SSL("mail.corp.com", 465, context=ssl.create_default_context()) as server:
        server.login(user, password)
        server.send_message(msg)


def inbox(user, password):
    box = imaplib.IMAP4_SSL("imap.corp.com", ssl_context=CTX)
    box.login(user, password)
    return box


def upload(options):
    return ftplib.FTP_TLS(**options)


async def other_library(client):
    await client.starttls()
