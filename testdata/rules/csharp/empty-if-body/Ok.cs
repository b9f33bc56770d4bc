class Auth {
    void Check(User u) {
        if (u.IsAdmin) {
            GrantAll(u);
        }
    }
}
