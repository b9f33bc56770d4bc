builder.Services.AddCors(options =>
{
    options.AddPolicy("app", policy => policy.WithOrigins("https://app.example.com").AllowAnyHeader().AllowCredentials());
    options.AddPolicy("public", policy => policy.AllowAnyOrigin().AllowAnyHeader());
    options.AddPolicy("sub", policy => policy.SetIsOriginAllowed(o => new Uri(o).Host.EndsWith(".example.com")).AllowCredentials());
});
