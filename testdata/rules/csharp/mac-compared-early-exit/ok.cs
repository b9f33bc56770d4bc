using System;
using System.Security.Cryptography;
using System.Text;

public class WebhookVerifier
{
    private readonly byte[] _secret;

    public WebhookVerifier(byte[] secret) => _secret = secret;

    public bool IsValid(string body, string signatureHeader)
    {
        if (signatureHeader == null || signatureHeader.Length == 0)
        {
            return false;
        }
        using var hmac = new HMACSHA256(_secret);
        var computed = hmac.ComputeHash(Encoding.UTF8.GetBytes(body));
        var received = Convert.FromHexString(signatureHeader);
        return CryptographicOperations.FixedTimeEquals(computed, received);
    }

    public bool HasSignature(Envelope e)
    {
        return e.Signature != null && e.SignatureAlgorithm == "HS256" && e.Signature.Length == 32;
    }

    public bool SameScheme(Envelope a, Envelope b) => a.Signature.Algorithm == b.Signature.Algorithm;
}

public class Devices
{
    public bool SameDevice(Device device, string mac) => device.Mac == mac;
}
