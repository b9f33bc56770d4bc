from concurrent import futures

import grpc


def client(target):
    creds = grpc.ssl_channel_credentials()
    return grpc.secure_channel(target, creds)


def local():
    return grpc.insecure_channel("localhost:50051")


def serve(servicer, key, chain):
    server = grpc.server(futures.ThreadPoolExecutor(max_workers=10))
    server.add_secure_port("[::]:50051", grpc.ssl_server_credentials([(key, chain)]))
    server.add_insecure_port("127.0.0.1:50052")
    server.start()
    return server
