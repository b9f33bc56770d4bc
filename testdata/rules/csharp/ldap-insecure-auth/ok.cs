using System.DirectoryServices;

class Directory {
    DirectoryEntry Open(string user, string password) =>
        new DirectoryEntry("LDAP://dc.corp.local", user, password, AuthenticationTypes.Secure | AuthenticationTypes.Sealing);
}
