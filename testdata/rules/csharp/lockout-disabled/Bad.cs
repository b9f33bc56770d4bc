class Login {
    async Task<SignInResult> Go(string u, string p) {
        return await signIn.PasswordSignInAsync(u, p, false, lockoutOnFailure: false); // want "csharp/lockout-disabled"
    }
    async Task<SignInResult> Go2(string u, string p) => await signIn.PasswordSignInAsync(u, p, true, false); // want "csharp/lockout-disabled"
}
