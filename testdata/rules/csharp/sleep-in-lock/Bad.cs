using System.Threading;

class Bad
{
    readonly object gate = new object();

    void Poll()
    {
        lock (gate)
        {
            Thread.Sleep(100); // want "csharp/sleep-in-lock"
        }
    }
}
