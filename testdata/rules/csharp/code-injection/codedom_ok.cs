using System.CodeDom.Compiler;
using Microsoft.AspNetCore.Mvc;
using Microsoft.CSharp;

public class PluginController : Controller
{
    private const string Source = "public class P { }";

    public IActionResult Build(string name)
    {
        var provider = new CSharpCodeProvider();
        provider.CompileAssemblyFromSource(new CompilerParameters(), Source);
        return Ok();
    }
}
