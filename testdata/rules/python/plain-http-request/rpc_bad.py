import xmlrpc.client

import websocket

proxy = xmlrpc.client.ServerProxy("http://billing.corp.net:8000/RPC2")  # want "python/plain-http-request"
ws = websocket.create_connection("ws://stream.markets.io/feed")  # want "python/plain-http-request"
