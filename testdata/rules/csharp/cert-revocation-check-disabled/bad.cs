class Client {
    HttpClient Make() {
        var handler = new HttpClientHandler { CheckCertificateRevocationList = false }; // want "csharp/cert-revocation-check-disabled"
        ServicePointManager.CheckCertificateRevocationList = false; // want "csharp/cert-revocation-check-disabled"
        chain.ChainPolicy.RevocationMode = X509RevocationMode.NoCheck; // want "csharp/cert-revocation-check-disabled"
        return new HttpClient(handler);
    }
}
