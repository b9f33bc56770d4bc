class Keys {
    byte[] Derive(string password, byte[] salt) {
        var pdb = new PasswordDeriveBytes(password, salt); // want "csharp/obsolete-key-derivation"
        var q = new System.Security.Cryptography.PasswordDeriveBytes(password, salt); // want "csharp/obsolete-key-derivation"
        return pdb.CryptDeriveKey("TripleDES", "SHA1", 192, new byte[8]); // want "csharp/obsolete-key-derivation"
    }
}
