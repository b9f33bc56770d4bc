class Orders {
    void Ship(int id) {
        _logger.LogInformation($"Order {id} shipped"); // want "csharp/logging-interpolated-template"
    }
}
