using System;
using Microsoft.AspNetCore.Mvc;

public class OrdersController : Controller
{
    public IActionResult Get(int id)
    {
        try
        {
            return Ok(Load(id));
        }
        catch (Exception ex)
        {
            return BadRequest(ex.ToString()); // want "csharp/stack-trace-to-response"
        }
    }

    public IActionResult List()
    {
        try
        {
            return Ok(LoadAll());
        }
        catch (Exception e)
        {
            return Content(e.StackTrace); // want "csharp/stack-trace-to-response"
        }
    }
}
