public static class Digest
{
    public static string Hex(byte[] hash) => Convert.ToHexString(hash);

    public static string Dashed(byte[] hash) => BitConverter.ToString(hash);

    public static string Spaced(byte[] hash) => BitConverter.ToString(hash).Replace("-", " ");
}
