using System.Security.Cryptography;
using Org.BouncyCastle.Crypto.Engines;
using Org.BouncyCastle.Security;

class OneShot
{
    byte[] Seal(byte[] key, byte[] iv, byte[] data)
    {
        using var aes = Aes.Create();
        aes.Key = key;
        return aes.EncryptCbc(data, iv, PaddingMode.PKCS7);
    }

    void Bouncy()
    {
        var engine = new AesEngine();
        var cipher = CipherUtilities.GetCipher("AES/GCM/NoPadding");
        var chacha = new ChaCha7539Engine();
    }
}
