class Users {
    byte[] Hash(string password) {
        return SHA256.HashData(Encoding.UTF8.GetBytes(password)); // want "csharp/password-fast-hash"
    }

    string Salted(User user, string salt) {
        var bytes = Encoding.UTF8.GetBytes(user.Password + salt);
        using var sha = SHA512.Create();
        return Convert.ToBase64String(sha.ComputeHash(bytes)); // want "csharp/password-fast-hash"
    }

    byte[] Hex(byte[] passwordBytes) => SHA256.HashData(passwordBytes); // want "csharp/password-fast-hash"
}
