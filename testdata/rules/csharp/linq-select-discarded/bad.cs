using System.Collections.Generic;
using System.Linq;
using System.Threading.Tasks;

public class OrderService
{
    private readonly IEmailSender _email;

    public OrderService(IEmailSender email) { _email = email; }

    public void NotifyAll(List<Order> orders)
    {
        orders.Select(o => _email.Send(o.CustomerEmail, "Shipped")); // want "csharp/linq-select-discarded"
    }

    public void MarkShipped(IEnumerable<Order> orders)
    {
        orders.Where(o => !o.Shipped).Select(o => // want "csharp/linq-select-discarded"
        {
            o.Shipped = true;
            return o;
        });
    }

    public async Task SendAsync(IEnumerable<Order> orders)
    {
        orders.Select(async o => await _email.SendAsync(o.CustomerEmail, "Shipped")); // want "csharp/linq-select-discarded"
        await Task.CompletedTask;
    }
}

public interface IEmailSender
{
    bool Send(string to, string subject);
    Task SendAsync(string to, string subject);
}

public class Order
{
    public string CustomerEmail { get; set; }
    public bool Shipped { get; set; }
}
