class Login {
    async Task<SignInResult> Go(string u, string p) {
        return await signIn.PasswordSignInAsync(u, p, isPersistent: false, lockoutOnFailure: true);
    }
}
