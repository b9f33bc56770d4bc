class Users {
    byte[] Hash(string password) {
        return SHA256.HashData(Encoding.UTF8.GetBytes(password)); // want "csharp/password-fast-hash"
    }
}
