using MessagePack;
using MessagePack.Resolvers;

public class CacheReader
{
    public object Read(byte[] payload)
    {
        return MessagePackSerializer.Typeless.Deserialize(payload); // want "csharp/messagepack-typeless"
    }

    public object ReadWith(byte[] payload)
    {
        return MessagePackSerializer.Deserialize<object>(payload, TypelessContractlessStandardResolver.Options); // want "csharp/messagepack-typeless"
    }
}
