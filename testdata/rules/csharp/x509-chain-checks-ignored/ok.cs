using System.Security.Cryptography.X509Certificates;

public static class Signatures
{
    public static bool IsTrusted(X509Certificate2 signer, X509Certificate2 root)
    {
        using var chain = new X509Chain();
        chain.ChainPolicy.RevocationMode = X509RevocationMode.Online;
        chain.ChainPolicy.VerificationFlags = X509VerificationFlags.NoFlag;
        chain.ChainPolicy.TrustMode = X509ChainTrustMode.CustomRootTrust;
        chain.ChainPolicy.CustomTrustStore.Add(root);
        return chain.Build(signer);
    }

    // A private root pinned by thumbprint after the build.
    public static bool IsOurs(X509Certificate2 cert, X509Certificate2 root)
    {
        var chain = new X509Chain();
        chain.ChainPolicy.ExtraStore.Add(root);
        chain.ChainPolicy.VerificationFlags = X509VerificationFlags.AllowUnknownCertificateAuthority;
        return chain.Build(cert) && chain.ChainElements[chain.ChainElements.Count - 1].Certificate.Thumbprint == root.Thumbprint;
    }
}
