public static class Etag
{
    public static string For(byte[] body) => Convert.ToHexString(SHA256.HashData(body));

    public static string ForStream(Stream s)
    {
        using var sha = SHA256.Create();
        return Convert.ToHexString(sha.ComputeHash(s));
    }

    public static byte[] Mac(byte[] key, byte[] body)
    {
        using var hmac = new HMACSHA256(key);
        return hmac.ComputeHash(body);
    }
}
