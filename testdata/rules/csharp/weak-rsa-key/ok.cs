class Keys {
    private const int KeyBits = 3072;

    void Make(RSAParameters p, int configured) {
        var rsa = new RSACryptoServiceProvider(2048);
        using var r2 = RSA.Create(3072);
        var buf = new byte[1024];
        using var r3 = RSA.Create(KeyBits);
        using var r4 = RSA.Create(p);
        var r5 = new RSACryptoServiceProvider(configured);
        var aes = System.Security.Cryptography.Aes.Create();
        aes.KeySize = 256;
    }

    void Local() {
        var bits = 1024;
        var buffer = new byte[bits];
    }

    RSA FromCaller(int bits) => RSA.Create(bits);
}
