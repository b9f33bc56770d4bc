using System.Text.Json;

class Ok
{
    static readonly JsonSerializerOptions Options = new JsonSerializerOptions { WriteIndented = true };

    string Render(Order o) => JsonSerializer.Serialize(o, Options);
}
