using System;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.Logging;

public class OrdersController : Controller
{
    private readonly ILogger<OrdersController> _logger;

    public IActionResult Get(int id)
    {
        try
        {
            return Ok(Load(id));
        }
        catch (Exception ex)
        {
            _logger.LogError(ex, "loading order {Id}", id);
            return Problem("The order could not be loaded.");
        }
    }
}
