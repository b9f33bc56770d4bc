using Microsoft.AspNetCore.Builder;

var builder = WebApplication.CreateBuilder(args);
var app = builder.Build();

app.UseRouting();
app.UseAuthorization(); // want "csharp/authorization-before-authentication"
app.UseAuthentication();
app.MapControllers();
app.Run();
