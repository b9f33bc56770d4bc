class Client {
    HttpClient Make() {
        var handler = new HttpClientHandler { CheckCertificateRevocationList = true };
        chain.ChainPolicy.RevocationMode = X509RevocationMode.Online;
        return new HttpClient(handler);
    }
}
