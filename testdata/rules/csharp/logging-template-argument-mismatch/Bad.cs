public class PaymentService
{
    public void Charge(Order order)
    {
        _logger.LogInformation("Charging order", order.Id); // want "csharp/logging-template-argument-mismatch"
        _logger.LogWarning("Charge for {OrderId} declined"); // want "csharp/logging-template-argument-mismatch"
    }
}
