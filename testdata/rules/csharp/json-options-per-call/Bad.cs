using System.Text.Json;

class Bad
{
    string Render(Order o) =>
        JsonSerializer.Serialize(o, new JsonSerializerOptions { WriteIndented = true }); // want "csharp/json-options-per-call"
}
