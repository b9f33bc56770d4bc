using Microsoft.AspNetCore.Authorization;
using Microsoft.AspNetCore.Mvc;

[Authorize]
[ApiController]
[Route("api/[controller]")]
public class OrdersController : ControllerBase
{
    private readonly IOrderService _orders;

    public OrdersController(IOrderService orders) => _orders = orders;

    [HttpDelete("{id}")]
    [AllowAnonymous] // want "csharp/allow-anonymous-state-change"
    public async Task<IActionResult> Delete(int id)
    {
        await _orders.DeleteAsync(id);
        return NoContent();
    }

    [AllowAnonymous, HttpPut("{id}")] // want "csharp/allow-anonymous-state-change"
    public async Task<IActionResult> Replace(int id, OrderDto dto)
    {
        await _orders.ReplaceAsync(id, dto);
        return NoContent();
    }
}

[Authorize(Roles = "Admin")]
public class CatalogController : Controller
{
    [AllowAnonymous] // want "csharp/allow-anonymous-state-change"
    [HttpPatch]
    public IActionResult Rename(int id, string name) => Ok();
}
