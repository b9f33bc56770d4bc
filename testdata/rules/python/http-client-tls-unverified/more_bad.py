import ssl

import httplib2
import pycurl
import websocket

ssl._create_default_https_context = ssl._create_unverified_context  # want "python/http-client-tls-unverified"

http = httplib2.Http(disable_ssl_certificate_validation=True)  # want "python/http-client-tls-unverified"
curl = pycurl.Curl()
curl.setopt(pycurl.SSL_VERIFYPEER, 0)  # want "python/http-client-tls-unverified"
curl.setopt(pycurl.SSL_VERIFYHOST, False)  # want "python/http-client-tls-unverified"
ws = websocket.create_connection("wss://feed.internal", sslopt={"cert_reqs": ssl.CERT_NONE})  # want "python/http-client-tls-unverified"
