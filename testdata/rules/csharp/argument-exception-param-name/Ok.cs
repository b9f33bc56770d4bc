public class OrderService
{
    public void Place(Customer customer, int quantity, string sku)
    {
        if (customer == null)
            throw new ArgumentNullException(nameof(customer), "A customer is required");
        if (customer.Address == null)
            throw new ArgumentNullException("customer");
        if (customer.Options.Timeout < 0)
            throw new ArgumentOutOfRangeException("customer.Options.Timeout");
        if (quantity <= 0)
            throw new ArgumentOutOfRangeException(nameof(quantity), quantity, "Quantity must be positive.");
        if (string.IsNullOrEmpty(sku))
            throw new ArgumentException("SKU must not be empty", nameof(sku));
        if (sku.Length > 20)
            throw new ArgumentException("SKU is too long.");
    }

    public Settings Load(string path)
    {
        try
        {
            return Parse(File.ReadAllText(path));
        }
        catch (KeyNotFoundException ex)
        {
            // (string message, Exception innerException): here the text is the message
            throw new ArgumentNullException("The settings file has no connection string", ex);
        }
        catch (IndexOutOfRangeException ex)
        {
            throw new ArgumentOutOfRangeException("The settings file lists too many servers", ex);
        }
    }
}
