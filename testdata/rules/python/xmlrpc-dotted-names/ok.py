from xmlrpc.server import SimpleXMLRPCServer


class Api:
    def ping(self):
        return "pong"


server = SimpleXMLRPCServer(("localhost", 8000))
server.register_instance(Api())
server.register_function(pow, "pow")
