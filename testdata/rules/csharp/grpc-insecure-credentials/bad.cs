using Grpc.Core;

class Clients
{
    Channel Open() => new Channel("billing.internal.example.com:443", ChannelCredentials.Insecure); // want "csharp/grpc-insecure-credentials"

    Server Serve() => new Server { Ports = { new ServerPort("0.0.0.0", 50051, ServerCredentials.Insecure) } }; // want "csharp/grpc-insecure-credentials"
}
