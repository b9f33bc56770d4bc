// A binder beside the setting is reported too: whether it allows only known types is for a person to check
// (DefaultSerializationBinder, or a binder handed in, allows any).
public class Inbox
{
    private static readonly Newtonsoft.Json.JsonSerializerSettings Settings = new Newtonsoft.Json.JsonSerializerSettings
    {
        TypeNameHandling = Newtonsoft.Json.TypeNameHandling.Auto, // want "csharp/insecure-deserialization"
        SerializationBinder = new KnownTypesBinder(),
    };

    public object Read(string json)
    {
        var settings = new Newtonsoft.Json.JsonSerializerSettings();
        settings.TypeNameHandling = Newtonsoft.Json.TypeNameHandling.Objects; // want "csharp/insecure-deserialization"
        settings.SerializationBinder = new KnownTypesBinder();
        return Newtonsoft.Json.JsonConvert.DeserializeObject(json, settings);
    }
}

