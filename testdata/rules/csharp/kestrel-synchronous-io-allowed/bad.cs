var builder = WebApplication.CreateBuilder(args);
builder.WebHost.ConfigureKestrel(options =>
{
    options.AllowSynchronousIO = true; // want "csharp/kestrel-synchronous-io-allowed"
});
builder.Services.Configure<IISServerOptions>(options => options.AllowSynchronousIO = true); // want "csharp/kestrel-synchronous-io-allowed"
