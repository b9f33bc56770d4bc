class Signer {
    byte[] Sign(byte[] data) {
        using var dsa = DSA.Create(); // want "csharp/dsa-signature"
        var legacy = new DSACryptoServiceProvider(); // want "csharp/dsa-signature"
        using var q = System.Security.Cryptography.DSA.Create(); // want "csharp/dsa-signature"
        return dsa.SignData(data, HashAlgorithmName.SHA256);
    }
}
