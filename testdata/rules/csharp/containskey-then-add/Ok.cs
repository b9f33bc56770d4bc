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
