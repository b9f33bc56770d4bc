class Auth {
    void Check(User u) {
        if (u.IsAdmin); // want "csharp/empty-if-body"
        {
            GrantAll(u);
        }
    }
}
