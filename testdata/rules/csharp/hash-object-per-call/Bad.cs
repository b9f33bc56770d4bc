public static class Etag
{
    public static string For(byte[] body)
    {
        var hash = SHA256.Create().ComputeHash(body); // want "csharp/hash-object-per-call"
        return Convert.ToHexString(hash);
    }
}
