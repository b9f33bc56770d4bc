import sqlite3
import xmlrpc.client

import websocket

proxy = xmlrpc.client.ServerProxy("https://billing.corp.net/RPC2")
ws = websocket.create_connection("wss://stream.markets.io/feed")
local = websocket.create_connection("ws://localhost:8765/")
db = sqlite3.connect("app.db")
