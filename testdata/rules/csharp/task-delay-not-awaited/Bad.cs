using System.Threading.Tasks;

class Bad
{
    async Task Retry(Client c)
    {
        for (int i = 0; i < 3; i++)
        {
            if (await c.TrySend()) return;
            Task.Delay(1000); // want "csharp/task-delay-not-awaited"
        }
    }
}
