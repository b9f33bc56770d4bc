class Auth {
    SecurityKey Key(IConfiguration config) => new SymmetricSecurityKey(Encoding.UTF8.GetBytes(config["Jwt:Key"]));
}

class Crypto {
    byte[] Encrypt(byte[] data, byte[] key) {
        using var aes = Aes.Create();
        aes.Key = key;
        aes.GenerateIV();
        using var enc = aes.CreateEncryptor(aes.Key, aes.IV);
        using var mac = new HMACSHA256(key);
        return enc.TransformFinalBlock(data, 0, data.Length);
    }
}
