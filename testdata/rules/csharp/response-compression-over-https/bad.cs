using Microsoft.AspNetCore.ResponseCompression;

var builder = WebApplication.CreateBuilder(args);
builder.Services.AddResponseCompression(options =>
{
    options.EnableForHttps = true; // want "csharp/response-compression-over-https"
    options.Providers.Add<GzipCompressionProvider>();
});

public static class CompressionSetup
{
    public static ResponseCompressionOptions Build() =>
        new ResponseCompressionOptions { EnableForHttps = true }; // want "csharp/response-compression-over-https"
}
