class Users {
    string Hash(User u, string password) => new PasswordHasher<User>().HashPassword(u, password);
    byte[] Etag(byte[] body) => SHA256.HashData(body);
}
