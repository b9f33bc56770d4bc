using System;
using System.Linq;
using System.Security.Cryptography;
using System.Text;

public class WebhookVerifier
{
    private readonly byte[] _secret;

    public WebhookVerifier(byte[] secret) => _secret = secret;

    public bool IsValid(string body, string signatureHeader)
    {
        using var hmac = new HMACSHA256(_secret);
        var computedSignature = "sha256=" + Convert.ToHexString(hmac.ComputeHash(Encoding.UTF8.GetBytes(body))).ToLowerInvariant();
        return computedSignature == signatureHeader; // want "csharp/mac-compared-early-exit"
    }

    public bool IsValidBytes(byte[] payload, byte[] receivedMac)
    {
        using var hmac = new HMACSHA256(_secret);
        var expected = hmac.ComputeHash(payload);
        return expected.SequenceEqual(receivedMac); // want "csharp/mac-compared-early-exit"
    }

    public bool IsValidToken(string data, string sig)
    {
        var expectedSig = Sign(data);
        return string.Equals(expectedSig, sig, StringComparison.Ordinal); // want "csharp/mac-compared-early-exit"
    }

    private string Sign(string data)
    {
        using var hmac = new HMACSHA256(_secret);
        return Convert.ToBase64String(hmac.ComputeHash(Encoding.UTF8.GetBytes(data)));
    }
}
