int is_admin(const char *role) {
    if (role == "admin") { // want "c/string-literal-comparison"
        return 1;
    }
    return "guest" != role; // want "c/string-literal-comparison"
}
