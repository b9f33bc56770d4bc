import xmlrpc.client
from xmlrpc.server import SimpleXMLRPCServer


def serve(funcs):
    server = SimpleXMLRPCServer(("0.0.0.0", 8000), allow_none=True)  # want "python/xml-stdlib-parser"
    for f in funcs:
        server.register_function(f)
    server.serve_forever()


def client(url):
    return xmlrpc.client.ServerProxy(url)  # want "python/xml-stdlib-parser"


def local_demo():
    server = SimpleXMLRPCServer(("localhost", 8000))
    return server, xmlrpc.client.ServerProxy("http://localhost:8000")
