import ssl

import httplib2
import pycurl
import websocket

http = httplib2.Http(ca_certs="/etc/ssl/certs/ca.pem")
curl = pycurl.Curl()
curl.setopt(pycurl.SSL_VERIFYPEER, 1)
curl.setopt(pycurl.SSL_VERIFYHOST, 2)
ws = websocket.create_connection("wss://feed.internal", sslopt={"cert_reqs": ssl.CERT_REQUIRED})


def kafka_producer():
    from kafka import KafkaProducer
    return KafkaProducer(bootstrap_servers="kafka:9093", security_protocol="SSL", ssl_check_hostname=True)
