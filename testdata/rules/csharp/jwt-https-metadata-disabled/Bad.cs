builder.Services.AddAuthentication().AddJwtBearer(o => {
    o.Authority = "https://login.example.com";
    o.RequireHttpsMetadata = false; // want "csharp/jwt-https-metadata-disabled"
});
