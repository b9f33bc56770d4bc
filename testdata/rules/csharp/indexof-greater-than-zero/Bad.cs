class Check {
    bool Admin(string role) => role.IndexOf("admin") > 0; // want "csharp/indexof-greater-than-zero"
}
