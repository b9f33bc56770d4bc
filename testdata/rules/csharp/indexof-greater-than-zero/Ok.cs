class Check {
    bool Admin(string role) => role.Contains("admin") || role.IndexOf("root") >= 0;
}
