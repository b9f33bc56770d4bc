class Keys {
    void Make() {
        var rsa = new RSACryptoServiceProvider(2048);
        using var r2 = RSA.Create(3072);
        var buf = new byte[1024];
    }
}
