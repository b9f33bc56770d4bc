builder.Services.AddCors(options =>
{
    options.AddPolicy("open", policy => policy.AllowAnyOrigin().AllowAnyHeader().AllowCredentials()); // want "csharp/cors-any-origin-credentials"
    options.AddPolicy("reflect", policy => policy.AllowCredentials().SetIsOriginAllowed(_ => true)); // want "csharp/cors-any-origin-credentials"
});
