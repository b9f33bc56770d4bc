using System.Collections.Generic;
using System.Linq;
using System.Threading.Tasks;

public class OrderService
{
    private readonly IEmailSender _email;

    public OrderService(IEmailSender email) { _email = email; }

    public void NotifyAll(List<Order> orders)
    {
        foreach (var o in orders)
        {
            _email.Send(o.CustomerEmail, "Shipped");
        }
        orders.ForEach(o => _email.Send(o.CustomerEmail, "Shipped"));
    }

    public List<bool> Results(List<Order> orders)
    {
        var sent = orders.Select(o => _email.Send(o.CustomerEmail, "Shipped")).ToList();
        return sent;
    }

    public Task SendAsync(IEnumerable<Order> orders)
    {
        return Task.WhenAll(orders.Select(async o => await _email.SendAsync(o.CustomerEmail, "Shipped")));
    }

    // A query builder's Select that shapes the query in place.
    public void Columns(QueryBuilder q)
    {
        q.Select(o => o.CustomerEmail);
        q.Select(o => new { o.CustomerEmail, o.Shipped });
    }
}

public class QueryBuilder
{
    public QueryBuilder Select(System.Func<Order, object> f) { return this; }
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

namespace ServiceStack.OrmLite.Tests
{
    public class Authors
    {
        public void MaxBirthday(QueryBuilder ev)
        {
            ev.Select(r => Sql.As(Sql.Max(r.CustomerEmail), "Birthday"));
        }
    }

    public static class Sql
    {
        public static string As(object value, string alias) => alias;
        public static object Max(object value) => value;
    }
}
