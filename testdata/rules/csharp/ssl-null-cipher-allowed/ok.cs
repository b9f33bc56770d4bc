using System.IO;
using System.Net.Security;

public static class Tunnel
{
    public static SslStream Wrap(Stream inner, RemoteCertificateValidationCallback validate)
    {
        return new SslStream(inner, false, validate, null, EncryptionPolicy.RequireEncryption);
    }

    public static SslStream Plain(Stream inner, RemoteCertificateValidationCallback validate)
    {
        return new SslStream(inner, false, validate);
    }
}
