builder.Services.AddAuthentication().AddJwtBearer(o => {
    o.Authority = "https://login.example.com";
    o.RequireHttpsMetadata = !builder.Environment.IsDevelopment();
});
