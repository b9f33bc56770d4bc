using Grpc.Core;

class Clients
{
    Channel Open() => new Channel("billing.internal.example.com:443", ChannelCredentials.SecureSsl);
}
