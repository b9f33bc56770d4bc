using System.Threading;

class Ok
{
    readonly object gate = new object();

    void Poll()
    {
        Thread.Sleep(100);
        lock (gate)
        {
            Monitor.Wait(gate, 100);
        }
    }
}
