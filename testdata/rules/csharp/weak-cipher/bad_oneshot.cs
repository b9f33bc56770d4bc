using System.Security.Cryptography;
using Org.BouncyCastle.Crypto.Engines;
using Org.BouncyCastle.Security;

class OneShot
{
    byte[] Seal(byte[] key, byte[] data)
    {
        using var aes = Aes.Create();
        aes.Key = key;
        return aes.EncryptEcb(data, PaddingMode.PKCS7); // want "csharp/weak-cipher"
    }

    void Bouncy()
    {
        var engine = new RC4Engine(); // want "csharp/weak-cipher"
        var des = new Org.BouncyCastle.Crypto.Engines.DesEdeEngine(); // want "csharp/weak-cipher"
        var cipher = CipherUtilities.GetCipher("AES/ECB/PKCS7Padding"); // want "csharp/weak-cipher"
        var bf = CipherUtilities.GetCipher("Blowfish/CBC/PKCS5Padding"); // want "csharp/weak-cipher"
    }
}
