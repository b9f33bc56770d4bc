from concurrent import futures

import grpc


def client(target):
    channel = grpc.insecure_channel(target)  # want "python/grpc-insecure-channel"
    return channel


def remote():
    return grpc.insecure_channel("payments.internal.example.com:50051")  # want "python/grpc-insecure-channel"


def serve(servicer):
    server = grpc.server(futures.ThreadPoolExecutor(max_workers=10))
    server.add_insecure_port("[::]:50051")  # want "python/grpc-insecure-channel"
    server.start()
    return server
