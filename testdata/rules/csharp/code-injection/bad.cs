using Microsoft.AspNetCore.Mvc;
using Microsoft.CodeAnalysis.CSharp.Scripting;

[ApiController]
public class CalcController : ControllerBase
{
    [HttpGet("calc")]
    public async Task<IActionResult> Calc([FromQuery] string expr)
    {
        var result = await CSharpScript.EvaluateAsync<int>(expr); // want "csharp/code-injection: .*string expr"
        return Ok(result);
    }
}
