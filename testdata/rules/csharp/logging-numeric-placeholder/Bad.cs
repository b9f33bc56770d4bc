public class OrderService
{
    public void Ship(Order order)
    {
        _logger.LogInformation("Order {0} shipped to {1}", order.Id, order.City); // want "csharp/logging-numeric-placeholder"
        _logger.LogError(ex, "Payment {0:N2} failed", order.Total); // want "csharp/logging-numeric-placeholder"
    }
}
