public class Customer
{
    private string _email;

    public string Name
    {
        get { return _name; }
        set { Name = value; } // want "csharp/property-accessor-recursion"
    }

    public int Age
    {
        get => Age; // want "csharp/property-accessor-recursion"
        set => _age = value;
    }

    public string Email
    {
        get => _email;
        set => this.Email = value?.Trim(); // want "csharp/property-accessor-recursion"
    }

    public string Display => Display; // want "csharp/property-accessor-recursion"
}
