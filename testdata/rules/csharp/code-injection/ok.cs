using Microsoft.AspNetCore.Mvc;
using Microsoft.CodeAnalysis.CSharp.Scripting;

[ApiController]
public class CalcController : ControllerBase
{
    [HttpGet("calc")]
    public async Task<IActionResult> Calc([FromQuery] int a, [FromQuery] int b)
    {
        var result = await CSharpScript.EvaluateAsync<int>("1 + 2");
        return Ok(result + a + b);
    }
}
