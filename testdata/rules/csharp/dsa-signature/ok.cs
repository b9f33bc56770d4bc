class Signer {
    byte[] Sign(byte[] data) {
        using var ecdsa = ECDsa.Create(ECCurve.NamedCurves.nistP256);
        return ecdsa.SignData(data, HashAlgorithmName.SHA256);
    }
}
