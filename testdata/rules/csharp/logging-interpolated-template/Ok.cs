class Orders {
    void Ship(int id) {
        _logger.LogInformation("Order {OrderId} shipped", id);
    }
}
