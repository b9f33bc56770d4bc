from xmlrpc.server import SimpleXMLRPCServer


class Api:
    def ping(self):
        return "pong"


server = SimpleXMLRPCServer(("localhost", 8000))
server.register_instance(Api(), allow_dotted_names=True)  # want "python/xmlrpc-dotted-names"
server.register_instance(Api(), True)  # want "python/xmlrpc-dotted-names"
