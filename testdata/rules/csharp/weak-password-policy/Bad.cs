builder.Services.Configure<IdentityOptions>(o => {
    o.Password.RequiredLength = 4; // want "csharp/weak-password-policy"
});
