class Setup {
    void Configure(HttpRuntimeSection section) {
        section.EnableHeaderChecking = false; // want "csharp/header-checking-disabled"
    }
}
