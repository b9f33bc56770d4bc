import os
import smtplib
import ssl

server = smtplib.SMTP("mail.example.com", 587)
server.starttls(context=ssl.create_default_context())
server.login("reports", os.environ["MAIL_PASSWORD"])
server.sendmail("reports@example.com", ["ops@example.com"], "Subject: nightly\n\ndone")
