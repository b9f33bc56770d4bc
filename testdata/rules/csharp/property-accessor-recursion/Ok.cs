public class Customer : Person, IContact
{
    private string _name;

    public string Name
    {
        get { return _name; }
        set { _name = value; OnPropertyChanged(nameof(Name)); }
    }

    public int Age { get; set; }

    public override string Email
    {
        get => base.Email;
        set => base.Email = value?.Trim();
    }

    // The interface's member is the class's own property: no recursion.
    string IContact.Email
    {
        get => Email;
        set => Email = value;
    }

    public string Display => Name;

    public Customer Parent
    {
        set { value.Parent = null; _parent = value; }
    }

    public string Label
    {
        get
        {
            if (_label == null) { return Name; }
            return _label;
        }
    }
}
