class Users {
    string Hash(User u, string password) => new PasswordHasher<User>().HashPassword(u, password);
    byte[] Etag(byte[] body) => SHA256.HashData(body);

    byte[] ResetToken(string passwordResetToken) => SHA256.HashData(Encoding.UTF8.GetBytes(passwordResetToken));

    byte[] Fingerprint(string user, string password) {
        var body = Encoding.UTF8.GetBytes(user);
        var check = Encoding.UTF8.GetBytes(password);
        return SHA256.HashData(body);
    }
}
