class Setup {
    void Configure(HttpRuntimeSection section) {
        section.EnableHeaderChecking = true;
    }
}
