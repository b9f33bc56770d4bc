public class Registry
{
    private readonly Dictionary<string, Handler> _handlers = new();

    public void Register(string name, Handler handler)
    {
        if (!_handlers.ContainsKey(name)) // want "csharp/containskey-then-add"
        {
            _handlers.Add(name, handler);
        }
    }

    public void Count(Dictionary<string, int> counts, string word)
    {
        if (!counts.ContainsKey(word)) // want "csharp/containskey-then-add"
            counts.Add(word, 0);
        counts[word]++;
    }
}

public class Index
{
    private readonly Hashtable _legacy = new Hashtable();
    private readonly Dictionary<string, int> _positions = new Dictionary<string, int>();

    public void Add(string word, int position)
    {
        if (!_legacy.ContainsKey(word))
            _legacy.Add(word, position);
        if (!_positions.ContainsKey(word)) // want "csharp/containskey-then-add"
            _positions.Add(word, position);
    }
}
