using System.Threading.Tasks;

class Ok
{
    async Task Retry(Client c)
    {
        for (int i = 0; i < 3; i++)
        {
            if (await c.TrySend()) return;
            await Task.Delay(1000);
        }
        var timeout = Task.Delay(5000);
        await Task.WhenAny(c.Done, timeout);
    }
}
