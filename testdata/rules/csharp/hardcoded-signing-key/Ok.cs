class Auth {
    SecurityKey Key(IConfiguration config) => new SymmetricSecurityKey(Encoding.UTF8.GetBytes(config["Jwt:Key"]));
}
