public class OrderService
{
    public void Place(Customer customer, int quantity, string sku)
    {
        if (customer == null)
            throw new ArgumentNullException("A customer is required"); // want "csharp/argument-exception-param-name"
        if (quantity <= 0)
            throw new ArgumentOutOfRangeException("Quantity must be positive."); // want "csharp/argument-exception-param-name"
        if (string.IsNullOrEmpty(sku))
            throw new ArgumentException(nameof(sku), "SKU must not be empty"); // want "csharp/argument-exception-param-name"
        if (quantity > 1000)
            throw new ArgumentOutOfRangeException("Quantity must be at most 1000", nameof(quantity)); // want "csharp/argument-exception-param-name"
    }
}
