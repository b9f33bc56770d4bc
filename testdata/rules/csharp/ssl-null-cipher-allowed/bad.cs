using System.IO;
using System.Net.Security;

public static class Tunnel
{
    public static SslStream Wrap(Stream inner, RemoteCertificateValidationCallback validate)
    {
        return new SslStream(inner, false, validate, null, EncryptionPolicy.AllowNoEncryption); // want "csharp/ssl-null-cipher-allowed"
    }

    public static SslStream Debug(Stream inner)
    {
        return new SslStream(inner, false, null, null, EncryptionPolicy.NoEncryption); // want "csharp/ssl-null-cipher-allowed"
    }
}
