public static class Digest
{
    public static string Hex(byte[] hash)
    {
        return BitConverter.ToString(hash).Replace("-", ""); // want "csharp/bitconverter-hex-string"
    }
}
