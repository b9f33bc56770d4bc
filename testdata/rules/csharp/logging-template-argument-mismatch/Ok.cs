public class PaymentService
{
    public void Charge(Order order)
    {
        _logger.LogInformation("Charging order {OrderId}", order.Id);
        _logger.LogWarning("Charge declined");
        _logger.LogError(ex, "Charge for {OrderId} failed", order.Id);
        _logger.LogDebug("Literal braces {{OrderId}} stay as they are");
        _logger.LogInformation($"Charging order {order.Id}");
        _logger.LogInformation(new EventId(7), "Charged");
    }
}

// Unity's Debug.LogError(object message, Object context) and LogWarning take
// no template: the second argument is the object the console selects.
public class PlayerHealth : MonoBehaviour
{
    void Awake()
    {
        if (GetComponent<Animator>() == null)
            Debug.LogError("PlayerHealth needs an Animator", this);
        if (healthBar == null)
            UnityEngine.Debug.LogWarning("Health bar not assigned", gameObject);
    }
}
