class User {
    private string name;
    public User(string name) {
        this.name = name;
    }
}
