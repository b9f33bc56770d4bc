public class OrderService
{
    public void Ship(Order order)
    {
        _logger.LogInformation("Order {OrderId} shipped to {City}", order.Id, order.City);
        _logger.LogError(ex, "Payment {Total:N2} failed", order.Total);
        Console.WriteLine("Order {0} shipped", order.Id);
        var text = string.Format("Order {0}", order.Id);
        _logger.LogDebug("Regex {{0}} is literal braces");
    }
}
