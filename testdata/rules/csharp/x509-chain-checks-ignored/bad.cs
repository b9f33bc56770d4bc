using System.Security.Cryptography.X509Certificates;

public static class Signatures
{
    public static bool IsTrusted(X509Certificate2 signer)
    {
        using var chain = new X509Chain();
        chain.ChainPolicy.RevocationMode = X509RevocationMode.Online;
        chain.ChainPolicy.VerificationFlags = X509VerificationFlags.AllFlags; // want "csharp/x509-chain-checks-ignored"
        return chain.Build(signer);
    }

    public static bool StillAccepted(X509Certificate2 cert)
    {
        var chain = new X509Chain();
        chain.ChainPolicy.VerificationFlags = X509VerificationFlags.IgnoreNotTimeValid; // want "csharp/x509-chain-checks-ignored"
        return chain.Build(cert);
    }
}
