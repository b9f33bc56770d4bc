using System.CodeDom.Compiler;
using Microsoft.AspNetCore.Mvc;
using Microsoft.CSharp;

public class PluginController : Controller
{
    public IActionResult Build(string source)
    {
        var provider = new CSharpCodeProvider();
        provider.CompileAssemblyFromSource(new CompilerParameters(), source); // want "csharp/code-injection"
        return Ok();
    }
}
