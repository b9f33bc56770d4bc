using System.DirectoryServices;

class Directory {
    DirectoryEntry Open(string user, string password) =>
        new DirectoryEntry("LDAP://dc.corp.local", user, password, AuthenticationTypes.Secure | AuthenticationTypes.Sealing);
}

// An application's own enum of the same name is no directory binding.
enum AuthType { None, Email, Password }

class Send {
    AuthType Infer(string password) => password == null ? AuthType.None : AuthType.Password;
}
