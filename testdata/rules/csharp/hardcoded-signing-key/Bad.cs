class Auth {
    SecurityKey Key() => new SymmetricSecurityKey(Encoding.UTF8.GetBytes("my-super-secret-signing-key-123")); // want "csharp/hardcoded-signing-key"
}

class Crypto {
    byte[] Encrypt(byte[] data) {
        using var aes = Aes.Create();
        aes.Key = Encoding.UTF8.GetBytes("0123456789abcdef0123456789abcdef"); // want "csharp/hardcoded-signing-key"
        aes.Key = new byte[] { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16 }; // want "csharp/hardcoded-signing-key"
        using var enc = aes.CreateEncryptor(Convert.FromBase64String("q83vEjRWeJq83vEjRWeJqw=="), aes.IV); // want "csharp/hardcoded-signing-key"
        using var mac = new System.Security.Cryptography.HMACSHA1(Encoding.ASCII.GetBytes("webhook-secret")); // want "csharp/hardcoded-signing-key"
        return enc.TransformFinalBlock(data, 0, data.Length);
    }
}
