var app = builder.Build();
app.UseDeveloperExceptionPage(); // want "csharp/developer-exception-page"
app.MapControllers();
