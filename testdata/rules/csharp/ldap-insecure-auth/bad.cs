using System.DirectoryServices;

class Directory {
    DirectoryEntry Open(string user, string password) {
        var entry = new DirectoryEntry("LDAP://dc.corp.local", user, password, AuthenticationTypes.None); // want "csharp/ldap-insecure-auth"
        entry.AuthenticationType = AuthenticationTypes.Anonymous; // want "csharp/ldap-insecure-auth"
        entry.AuthenticationType = System.DirectoryServices.AuthenticationTypes.None; // want "csharp/ldap-insecure-auth"
        return entry;
    }
}

class Protocols {
    System.DirectoryServices.Protocols.LdapConnection Connect() {
        var conn = new System.DirectoryServices.Protocols.LdapConnection("dc.corp.local");
        conn.AuthType = System.DirectoryServices.Protocols.AuthType.Anonymous; // want "csharp/ldap-insecure-auth"
        return conn;
    }
}
