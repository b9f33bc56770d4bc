import ftplib
import imaplib
import poplib
from ftplib import FTP

import pycurl
from flask import Flask, request

app = Flask(__name__)


@app.route("/mirror")
def mirror():
    host = request.args["host"]
    ftp = ftplib.FTP(host)  # want "ssrf"
    ftp.login()
    names = ftp.nlst()
    ftp.quit()
    return "\n".join(names)


@app.route("/mirror-tls")
def mirror_tls():
    ftp = FTP(host=request.form["host"])  # want "ssrf"
    ftp.quit()
    return "ok"


@app.route("/mail")
def mail():
    box = imaplib.IMAP4_SSL(request.args["server"])  # want "ssrf"
    box.logout()
    pop = poplib.POP3_SSL(request.args["pop"])  # want "ssrf"
    pop.quit()
    return "ok"


@app.route("/curl")
def curl():
    c = pycurl.Curl()
    c.setopt(pycurl.URL, request.args["url"])  # want "ssrf"
    c.perform()
    c.close()
    return "ok"


@app.route("/curl-safe")
def curl_safe():
    # only the URL option is an address: a header or user agent from the request is not a host
    c = pycurl.Curl()
    c.setopt(pycurl.URL, "https://api.example.com/status")
    c.setopt(pycurl.USERAGENT, request.headers.get("User-Agent", "app"))
    c.perform()
    c.close()
    return "ok"


@app.route("/ftp-safe")
def ftp_safe():
    # the host is fixed; only the file name comes from the request
    ftp = ftplib.FTP("ftp.example.com")
    ftp.login()
    ftp.cwd("/pub")
    ftp.quit()
    return request.args.get("name", "")
