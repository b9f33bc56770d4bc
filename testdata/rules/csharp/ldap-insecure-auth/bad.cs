using System.DirectoryServices;

class Directory {
    DirectoryEntry Open(string user, string password) {
        var entry = new DirectoryEntry("LDAP://dc.corp.local", user, password, AuthenticationTypes.None); // want "csharp/ldap-insecure-auth"
        entry.AuthenticationType = AuthenticationTypes.Anonymous; // want "csharp/ldap-insecure-auth"
        entry.AuthenticationType = System.DirectoryServices.AuthenticationTypes.None; // want "csharp/ldap-insecure-auth"
        return entry;
    }
}
