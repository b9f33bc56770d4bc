class Orders {
    void Ship(int id) {
        _logger.LogInformation("Order {OrderId} shipped", id);
    }

    void Cancel(int id, string reason) {
        _logger.LogWarning("Order {OrderId} cancelled: {Reason}", id, reason);
        // a formatted value passed as an argument is fine
        _logger.LogWarning("Cancelled {Order}", string.Format("#{0:D6}", id));
    }
}
