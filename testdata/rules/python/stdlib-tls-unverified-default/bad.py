import ftplib
import imaplib
import poplib
import smtplib


def send(user, password, msg):
    server = smtplib.SMTP("mail.corp.com", 587)
    server.starttls()  # want "python/stdlib-tls-unverified-default"
    server.login(user, password)
    server.send_message(msg)


def send_ssl(user, password, msg):
    with smtplib.SMTP_SSL("mail.corp.com", 465) as server:  # want "python/stdlib-tls-unverified-default"
        server.login(user, password)
        server.send_message(msg)


def inbox(user, password):
    box = imaplib.IMAP4_SSL("imap.corp.com")  # want "python/stdlib-tls-unverified-default"
    box.login(user, password)
    return box


def pop(user):
    return poplib.POP3_SSL("pop.corp.com", 995)  # want "python/stdlib-tls-unverified-default"


def upload(user, password):
    ftp = ftplib.FTP_TLS("ftp.corp.com")  # want "python/stdlib-tls-unverified-default"
    ftp.login(user, password)
    ftp.prot_p()
    return ftp
