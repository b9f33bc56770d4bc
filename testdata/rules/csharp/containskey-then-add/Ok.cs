public class Registry
{
    private readonly Dictionary<string, Handler> _handlers = new();

    public void Register(string name, Handler handler)
    {
        if (!_handlers.TryAdd(name, handler))
        {
            throw new InvalidOperationException($"{name} is registered twice");
        }
    }

    public void Link(string name, Handler handler)
    {
        if (!_handlers.ContainsKey(name))
        {
            _handlers.Add(name, handler);
            _order.Add(name);
        }
        if (!_other.ContainsKey(name))
            _handlers.Add(name, handler);
    }
}

// The non-generic collections have ContainsKey and Add but no TryAdd:
// CA1864 is about IDictionary<TKey, TValue>.
public class LegacyCache
{
    private readonly Hashtable _entries = new Hashtable();
    private static SortedList _ordered = new SortedList();

    public void Remember(string key, object value)
    {
        if (!_entries.ContainsKey(key))
            _entries.Add(key, value);
        var seen = new Hashtable();
        if (!seen.ContainsKey(key))
            seen.Add(key, value);
        if (!_ordered.ContainsKey(key))
        {
            _ordered.Add(key, value);
        }
    }
}
