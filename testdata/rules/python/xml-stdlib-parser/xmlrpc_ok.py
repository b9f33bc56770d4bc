import xmlrpc.client
from xmlrpc.server import SimpleXMLRPCServer

import defusedxml.xmlrpc

defusedxml.xmlrpc.monkey_patch()


def serve(funcs):
    server = SimpleXMLRPCServer(("127.0.0.1", 8000))
    for f in funcs:
        server.register_function(f)
    server.serve_forever()


def client(url):
    return xmlrpc.client.ServerProxy(url)
