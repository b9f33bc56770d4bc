using System;
using System.Collections.Generic;
using Microsoft.AspNetCore.Mvc;

public class PluginController : Controller
{
    private static readonly Dictionary<string, Type> Plugins = new() { ["csv"] = typeof(CsvPlugin) };

    public IActionResult Run(string kind)
    {
        var o = Activator.CreateInstance(Plugins[kind]);
        var t = Type.GetType("App.Plugins.Default");
        return Ok();
    }
}

public class Loader
{
    public object Make(string typeName) => Activator.CreateInstance(Type.GetType(typeName));
}
