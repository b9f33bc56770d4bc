class User {
    private string name;
    public User(string name) {
        name = name; // want "csharp/self-assignment"
    }
}
