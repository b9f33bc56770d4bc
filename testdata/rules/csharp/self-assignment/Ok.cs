class User {
    private string name;
    public User(string name) {
        this.name = name;
    }

    public string Name { get; set; }
    public string Email { get; set; }

    // the new object's properties from this one's: not a self-assignment
    public UserDto ToDto() => new UserDto { Name = Name, Email = Email };
    public User Copy() => this with { Name = Name };
    public object Anonymous() => new { Name = Name };
}
