builder.Services.Configure<IdentityOptions>(o => {
    o.Password.RequiredLength = 12;
});
