using System;
using System.Reflection;
using Microsoft.AspNetCore.Mvc;

public class PluginController : Controller
{
    public IActionResult Run(string typeName)
    {
        var t = Type.GetType(typeName); // want "csharp/unsafe-reflection"
        var o = Activator.CreateInstance(t);
        return Ok();
    }

    public IActionResult Load()
    {
        var name = Request.Query["assembly"];
        Assembly.Load(name); // want "csharp/unsafe-reflection"
        return Ok();
    }
}
