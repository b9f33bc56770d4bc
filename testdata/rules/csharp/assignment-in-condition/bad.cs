public class Poller
{
    private bool _done;
    private bool _ready;

    public int Poll(bool force)
    {
        if (force = true) // want "csharp/assignment-in-condition"
        {
            Step();
        }
        while (_done = false) // want "csharp/assignment-in-condition"
        {
            Step();
        }
        do
        {
            Step();
        } while (_ready = true); // want "csharp/assignment-in-condition"
        var delay = (_ready = true) ? 10 : 100; // want "csharp/assignment-in-condition"
        if (!(_done = false)) // want "csharp/assignment-in-condition"
        {
            Step();
        }
        if (_ready && (_done = true)) // want "csharp/assignment-in-condition"
        {
            Step();
        }
        return delay;
    }

    private void Step() { }
}
