class Keys {
    private const int LegacyKeyBits = 1024;

    void Make() {
        var rsa = new RSACryptoServiceProvider(1024); // want "csharp/weak-rsa-key"
        using var r2 = RSA.Create(512); // want "csharp/weak-rsa-key"
        r2.KeySize = 1024; // want "csharp/weak-rsa-key"
        var r3 = new System.Security.Cryptography.RSACryptoServiceProvider(512); // want "csharp/weak-rsa-key"
        var r4 = System.Security.Cryptography.DSA.Create(1024); // want "csharp/weak-rsa-key"
        using var r5 = RSA.Create(LegacyKeyBits); // want "csharp/weak-rsa-key"
        var bits = 768;
        var r6 = new RSACryptoServiceProvider(bits); // want "csharp/weak-rsa-key"
    }
}
