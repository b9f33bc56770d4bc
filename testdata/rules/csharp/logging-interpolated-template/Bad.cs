class Orders {
    void Ship(int id) {
        _logger.LogInformation($"Order {id} shipped"); // want "csharp/logging-interpolated-template"
    }

    void Cancel(int id, string reason) {
        _logger.LogWarning(string.Format("Order {0} cancelled: {1}", id, reason)); // want "csharp/logging-interpolated-template"
    }
}
