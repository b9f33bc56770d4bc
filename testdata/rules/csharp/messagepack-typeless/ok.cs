using MessagePack;
using MessagePack.Resolvers;

public class CacheReader
{
    private static readonly MessagePackSerializerOptions Options =
        MessagePackSerializerOptions.Standard.WithSecurity(MessagePackSecurity.UntrustedData);

    public Order Read(byte[] payload)
    {
        return MessagePackSerializer.Deserialize<Order>(payload, Options);
    }

    public Order ReadContractless(byte[] payload)
    {
        return MessagePackSerializer.Deserialize<Order>(payload, ContractlessStandardResolver.Options);
    }

    public byte[] Write(Order order)
    {
        return MessagePackSerializer.Serialize(order);
    }
}
