using System.Text;
using Microsoft.Extensions.Configuration;
using Microsoft.IdentityModel.Tokens;

class TokenService
{
    private const string KeySetting = "Jwt:Key";
    private readonly IConfiguration _config;
    private readonly string _secret;

    TokenService(IConfiguration config)
    {
        _config = config;
        _secret = config[KeySetting];
    }

    SymmetricSecurityKey Signing() => new SymmetricSecurityKey(Encoding.UTF8.GetBytes(_secret));

    SymmetricSecurityKey FromCaller(string secret) => new SymmetricSecurityKey(Encoding.UTF8.GetBytes(secret));

    SymmetricSecurityKey Bound()
    {
        var text = _config.GetValue<string>(KeySetting);
        return new SymmetricSecurityKey(Encoding.UTF8.GetBytes(text));
    }

    SymmetricSecurityKey Configured()
    {
        var text = _config[KeySetting];
        return new SymmetricSecurityKey(Encoding.UTF8.GetBytes(text));
    }
}
