var builder = WebApplication.CreateBuilder(args);
builder.Services.AddControllersWithViews();
var app = builder.Build();

if (app.Environment.IsDevelopment())
{
    app.UseDeveloperExceptionPage();
}

app.UseHttpsRedirection(); // want "csharp/https-redirection-without-hsts"
app.UseStaticFiles();
app.UseAuthorization();
app.MapDefaultControllerRoute();
app.Run();
