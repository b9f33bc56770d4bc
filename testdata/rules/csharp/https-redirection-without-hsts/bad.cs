var builder = WebApplication.CreateBuilder(args);
builder.Services.AddControllers();
var app = builder.Build();

if (app.Environment.IsDevelopment())
{
    app.UseDeveloperExceptionPage();
}

app.UseHttpsRedirection(); // want "csharp/https-redirection-without-hsts"
app.UseAuthorization();
app.MapControllers();
app.Run();
